import CairoGraphics
import Foundation

/// A file that explains a failed comparison: a difference image or a text patch.
public struct ComparisonArtifact: Hashable, Sendable {
    /// The file's contents.
    public let data: Data
    /// Its name, appended to the failed snapshot's: `difference.png`, `difference.patch`.
    public let name: String

    /// An artifact named `name`.
    public init(data: Data, name: String) {
        self.data = data
        self.name = name
    }
}

/// Why a snapshot does not match its reference, in words and files.
public struct ComparisonFailure: Hashable, Sendable {
    /// The message: what differs, how much, where.
    public let message: String
    /// Files that show the difference.
    public let artifacts: [ComparisonArtifact]
}

/// The comparisons the snapshot strategies and `presentkit verify` share, so that both agree on what matches and
/// say it in the same words. Each returns `nil` when the snapshot matches.
public enum Comparison {
    /// Pixels within `tolerance` (see ``ImageTolerance``); a failure carries a difference image. When both
    /// images carry their layouts, the failure also says which views moved, resized or changed, or that the
    /// layout is the same and only the drawing differs.
    public static func images(
        reference: SnapshotImage, actual: SnapshotImage, tolerance: ImageTolerance
    ) -> ComparisonFailure? {
        switch (reference.pixels, actual.pixels) {
        case (let referenceImage?, let actualImage?):
            let (difference, scan) = PixelDifference.measuring(
                reference: referenceImage, actual: actualImage, tolerance: tolerance)
            guard !difference.isWithinTolerance else { return nil }
            let picture = differenceImage(referenceImage, actualImage, difference: difference, scan: scan)
            return ComparisonFailure(
                message: "The image differs from the reference.\n" + difference.summary
                    + layoutAccount(reference: reference.layout, actual: actual.layout) + picture.note,
                artifacts: picture.artifacts)
        case (nil, _):
            return ComparisonFailure(
                message: "The reference is not a PNG image that can be read: \(reference.unreadableReason)",
                artifacts: [])
        case (_, nil):
            return ComparisonFailure(
                message: "The snapshot is not an image: \(actual.unreadableReason)", artifacts: [])
        }
    }

    /// Pixels of `actual` against the PNG file `referencePNG` within `tolerance`, as
    /// ``images(reference:actual:tolerance:)`` compares them, decoding only what the verdict needs: the header is
    /// read first, so that a reference declaring another size than the image's fails with both sizes and one
    /// declaring more than `maximumReferencePixelCount` pixels is too large to compare, neither with a pixel
    /// decoded (a small file can declare a huge image).
    public static func images(
        referencePNG: Data, actual: SnapshotImage, tolerance: ImageTolerance, maximumReferencePixelCount: Int
    ) -> ComparisonFailure? {
        guard let actualImage = actual.pixels, let declared = try? PNGDecoder.declaredSize(of: referencePNG) else {
            return images(reference: SnapshotImage(pngData: referencePNG), actual: actual, tolerance: tolerance)
        }
        let referenceSize = PixelSize(width: declared.width, height: declared.height)
        let actualSize = PixelSize(width: actualImage.width, height: actualImage.height)
        if referenceSize.pixelCount > maximumReferencePixelCount {
            return ComparisonFailure(
                message: "The reference is too large to compare.\nThe reference is too large: its header declares "
                    + "\(referenceSize) px, more than the \(NumberText.grouped(maximumReferencePixelCount)) pixels a "
                    + "comparison may decode; the image is \(actualSize) px.",
                artifacts: [])
        }
        guard referenceSize == actualSize else {
            return ComparisonFailure(
                message: "The image differs from the reference.\n"
                    + PixelDifference.sizeSentence(reference: referenceSize, actual: actualSize),
                artifacts: [])
        }
        return images(reference: SnapshotImage(pngData: referencePNG), actual: actual, tolerance: tolerance)
    }

    /// What changed in the layout between the two images, after a blank line, then the warnings the window
    /// logged while the snapshot was taken (see ``LoggedDiagnostics``); empty when either image lacks a layout.
    private static func layoutAccount(reference: String?, actual: String?) -> String {
        guard let reference, let actual else { return "" }
        let (referenceLayout, _) = LoggedDiagnostics.split(reference)
        let (actualLayout, logged) = LoggedDiagnostics.split(actual)
        let layout =
            referenceLayout == actualLayout
            ? "\n\nThe layout is the same as the reference's: only the drawing differs."
            : "\n\n" + LayoutDifference.summary(reference: referenceLayout, actual: actualLayout)
        return layout + LoggedDiagnostics.account(logged)
    }

    /// Layout text dumps, line by line, after an account of each view that moved, resized or changed.
    public static func layoutText(reference: String, actual: String) -> ComparisonFailure? {
        lines(reference: reference, actual: actual, summary: LayoutDifference.summary)
    }

    /// Layout JSON documents, line by line, with the same account of changed views.
    public static func layoutJSON(reference: String, actual: String) -> ComparisonFailure? {
        lines(reference: reference, actual: actual, summary: LayoutJSONDifference.summary)
    }

    /// Callback traces, line by line, after saying whether calls moved, changed time, went or came.
    public static func callbackTrace(reference: String, actual: String) -> ComparisonFailure? {
        lines(reference: reference, actual: actual, summary: CallbackTraceDifference.summary)
    }

    /// The line hunks under `summary`'s account; the hunks are also the `difference.patch` artifact.
    private static func lines(
        reference: String, actual: String, summary: (_ reference: String, _ actual: String) -> String
    ) -> ComparisonFailure? {
        guard let hunks = LineDifference.hunks(from: reference, to: actual) else { return nil }
        return ComparisonFailure(
            message: summary(reference, actual) + "\n\n" + hunks,
            artifacts: [ComparisonArtifact(data: Data(hunks.utf8), name: "difference.patch")])
    }

    /// The difference image as an artifact, or, when it cannot be made, no artifact and a sentence for the
    /// message that says why (the comparison's verdict stands either way).
    private static func differenceImage(
        _ reference: RGBAImage, _ actual: RGBAImage, difference: PixelDifference, scan: PixelScan?
    ) -> (artifacts: [ComparisonArtifact], note: String) {
        do throws(GraphicsError) {
            let image = try DifferenceImage.make(
                reference: reference, actual: actual, tolerance: difference.tolerance,
                framing: difference.differingRegion, scan: scan)
            let data = try differenceEncoder.encode(image)
            return ([ComparisonArtifact(data: data, name: "difference.png")], "")
        } catch {
            return ([], "\nThe difference image could not be made: \(error).")
        }
    }

    /// The encoder of difference images: fast rather than small (no filter, light compression), since they are
    /// looked at once and never committed. Their flat ghost compresses as well unfiltered as with a filter.
    private static let differenceEncoder = PNGEncoder(
        options: PNGEncodingOptions(compressionLevel: 1, filters: PNGFilterSet.none))
}
