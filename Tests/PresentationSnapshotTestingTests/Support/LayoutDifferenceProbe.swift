import Foundation
import PresentationSnapshotTesting
import SnapshotTesting

/// Reaches the layout account through the public diffing, as a failure shows it.
enum LayoutDifferenceProbe {
    static func summary(reference: String, actual: String) -> String {
        let message = Diffing<String>.layout.diffV2(reference, actual)?.0 ?? ""
        return message.components(separatedBy: "\n\n").first ?? ""
    }
}
