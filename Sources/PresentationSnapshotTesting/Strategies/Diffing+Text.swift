import Foundation
import SnapshotTesting

extension Diffing where Value == String {
    /// Compares layout text dumps line by line; the message starts with an account of each view that
    /// moved, resized or changed (`presented-content "Compose": frame … → …, moved 10 down`), then shows
    /// the line diff. The diff is attached as `difference.patch`.
    public static var layout: Diffing {
        summarized(by: LayoutDifference.summary)
    }

    /// Compares layout JSON documents line by line, with the same account of changed views as `layout`.
    public static var layoutJSON: Diffing {
        summarized(by: LayoutJSONDifference.summary)
    }

    /// Compares callback traces line by line; the message first says whether the same calls happen in
    /// another order, at other times, or whether calls are missing or new.
    public static var callbackTrace: Diffing {
        summarized(by: CallbackTraceDifference.summary)
    }

    /// swift-snapshot-testing's line diffing with `summary(reference, actual)` above its hunks; the patch
    /// is handed over as an artifact.
    static func summarized(by summary: @escaping (_ reference: String, _ actual: String) -> String) -> Diffing {
        let lines = Diffing<String>.lines
        return .diff(toData: lines.toData, fromData: lines.fromData) { reference, actual in
            guard let (hunks, _) = lines.diffV2(reference, actual) else { return nil }
            let artifacts = [DifferenceArtifact(data: Data(hunks.utf8), name: "difference.patch")]
            ArtifactHandOver.leave(artifacts)
            return (summary(reference, actual) + "\n\n" + hunks, artifacts.map(\.attachment))
        }
    }
}
