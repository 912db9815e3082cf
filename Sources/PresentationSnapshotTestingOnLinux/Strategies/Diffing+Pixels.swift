import CairoGraphics
import Foundation
import SnapshotTesting

extension Diffing where Value == SnapshotImage {
    /// Compares images pixel by pixel within `tolerance` (see `ImageTolerance`).
    ///
    /// On a mismatch the message says how many pixels differ against how many may, where they lie, and
    /// the largest difference with both colours; a difference image (`difference.png`, see the README) is
    /// attached, and written next to the failed snapshot inside `withPresentationSnapshotTesting`.
    public static func pixels(tolerance: ImageTolerance = .exact) -> Diffing {
        .diff(
            toData: { MissingReferenceHandOver.serialised($0.snapshotPNG, pathExtension: "png") },
            fromData: SnapshotImage.init(pngData:),
            diffV2: { reference, actual in
                Comparison.images(reference: reference, actual: actual, tolerance: tolerance)?
                    .reported(forSnapshot: actual.snapshotPNG)
            })
    }
}

extension SnapshotImage {
    /// The PNG swift-snapshot-testing writes and hands over. swift-snapshot-testing's `toData` cannot throw, so a
    /// snapshot that cannot be encoded fails the running test with the reason and gives no bytes: never an empty
    /// or partial reference that passes quietly.
    var snapshotPNG: Data {
        do {
            return try encodedPNG()
        } catch {
            SnapshotProduction.report("the snapshot cannot be encoded as PNG: \(error)")
            return Data()
        }
    }
}
