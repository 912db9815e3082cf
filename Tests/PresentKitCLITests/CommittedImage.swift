import CairoGraphics
import PresentationComparison
import Testing

/// Compares a freshly drawn image with its committed copy at the tolerance references use across machines
/// (``ImageTolerance/antialiasing``: every pixel within 2 levels or on an edge drawn a fraction of a pixel
/// elsewhere; none may differ otherwise), so a moved or missing element always fails.
enum CommittedImage {
    static func expectMatch(
        _ fresh: RGBAImage, committed: RGBAImage, what: String, regenerate: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let difference = PixelDifference(reference: committed, actual: fresh, tolerance: .antialiasing)
        #expect(
            difference.isWithinTolerance, "\(what): \(difference.summary); regenerate with \(regenerate)",
            sourceLocation: sourceLocation)
    }
}
