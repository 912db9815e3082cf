import CairoGraphics
import SnapshotTesting

extension Diffing where Value == SnapshotImage {
    /// Compares images pixel by pixel within `tolerance` (see `ImageTolerance`).
    ///
    /// On a mismatch the message says how many pixels differ against how many may, where they lie, and
    /// the largest difference with both colours; a difference image (`difference.png`, see the README) is
    /// attached, and written next to the failed snapshot inside `withPresentationSnapshotTesting`.
    public static func pixels(tolerance: ImageTolerance = .exact) -> Diffing {
        .diff(
            toData: { MissingReferenceHandOver.serialised($0.pngData, pathExtension: "png") },
            fromData: SnapshotImage.init(pngData:),
            diffV2: { reference, actual in
                Comparison.images(reference: reference, actual: actual, tolerance: tolerance)?
                    .reported(forSnapshot: actual.pngData)
            })
    }
}
