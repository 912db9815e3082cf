import ArgumentParser
import PresentationKit

/// The `--scale` rule every drawing command shares (`render`, `animate`, `gallery`, `verify`, `figure`): a finite
/// number above 0 and at most ``maximum``, and, once the size of what is drawn is known, large enough that the
/// image has at least one pixel a side (``checkAtLeastOnePixel(_:width:height:drawing:)``). Whether the pixels of a
/// large scale fit in memory is the memory budget's to say (`MemoryBudget`), which names the largest scale that
/// would.
enum ScaleOption {
    /// The largest pixels-per-point any command accepts: 8, beyond the 3× of any iOS screen.
    static let maximum = 8.0

    /// Throws the usage error for a scale that is not a finite number in 0<…``maximum``.
    static func validate(_ scale: Double?) throws {
        guard let scale else { return }
        guard scale.isFinite, scale > 0, scale <= maximum else {
            throw ValidationError("--scale must be a number in 0<…\(LayoutNumberFormat.compact(maximum))")
        }
    }

    /// Throws the usage error when `scale` makes a `width` × `height` pt drawing (`drawing`: `the 393×852 pt
    /// screen`) smaller than one pixel a side, as the canvas rounds it.
    static func checkAtLeastOnePixel(_ scale: Double, width: Double, height: Double, drawing: String) throws {
        let pixels = (width: (width * scale).rounded(), height: (height * scale).rounded())
        guard pixels.width < 1 || pixels.height < 1 else { return }
        throw ValidationError(
            "--scale \(scale) draws \(drawing) at \(LayoutNumberFormat.compact(pixels.width))×\(LayoutNumberFormat.compact(pixels.height)) px; "
                + "an image needs at least 1 px a side")
    }
}
