import Foundation
import PresentationKit

/// A short account of how two layout JSON documents differ: the layout account of both trees when both
/// decode, so a moved frame reads the same as in the text dump.
enum LayoutJSONDifference {
    /// The account of `actual` against `reference`.
    static func summary(reference: String, actual: String) -> String {
        let referenceTree: RenderTree
        do {
            referenceTree = try RenderTree.decode(from: Data(reference.utf8))
        } catch {
            return "The reference is not a layout JSON document (\(error)); compare the lines below."
        }
        let actualTree: RenderTree
        do {
            actualTree = try RenderTree.decode(from: Data(actual.utf8))
        } catch {
            return "The snapshot is not a layout JSON document (\(error)); compare the lines below."
        }
        guard referenceTree != actualTree else {
            return "The JSON text differs but describes the same layout (formatting only)."
        }
        return LayoutDifference.summary(reference: referenceTree.textDump(), actual: actualTree.textDump())
    }
}
