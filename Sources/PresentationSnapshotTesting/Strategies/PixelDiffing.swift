import CairoGraphics
import SnapshotTesting

/// The failure report of the pixel diffing.
enum PixelDiffing {
    /// The message and artifacts when `actual` does not match `reference`; `nil` when it does.
    static func failure(
        reference: SnapshotImage, actual: SnapshotImage,
        tolerance: ImageTolerance
    ) -> (String, [DiffAttachment])? {
        switch (reference, actual) {
        case (.image(let referenceImage), .image(let actualImage)):
            let difference = PixelDifference(reference: referenceImage, actual: actualImage, tolerance: tolerance)
            guard !difference.isWithinTolerance else { return nil }
            let artifacts = differenceArtifacts(referenceImage, actualImage, difference: difference)
            ArtifactHandOver.leave(artifacts)
            return ("The image differs from the reference.\n" + difference.summary, artifacts.map(\.attachment))
        case (.unreadable(let reason), _):
            return ("The reference is not a PNG image that can be read: \(reason)", [])
        case (_, .unreadable(let reason)):
            return ("The snapshot is not an image: \(reason)", [])
        }
    }

    /// The difference image, when it can be made.
    static func differenceArtifacts(
        _ reference: RGBAImage, _ actual: RGBAImage,
        difference: PixelDifference
    ) -> [DifferenceArtifact] {
        guard
            let image = try? DifferenceImage.make(
                reference: reference, actual: actual,
                tolerance: difference.tolerance,
                framing: difference.differingRegion),
            let data = try? SnapshotImage.encoder.encode(image)
        else { return [] }
        return [DifferenceArtifact(data: data, name: "difference.png")]
    }
}
