import CairoGraphics
import PresentationKit

extension AffineTransform {
    /// The same transform for the graphics layer.
    var graphicsMatrix: TransformMatrix {
        TransformMatrix(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The scale factor when the transform is a translation plus a positive uniform scale (the shape of
    /// every UIKit frame and of a receded presenter), otherwise `nil`.
    var uniformAxisAlignedScale: Double? {
        guard b == 0, c == 0, a > 0, abs(a - d) <= 1e-9 * a else { return nil }
        return a
    }

    /// Maps a length measured in the local space (exact for uniform scales, the geometric mean otherwise).
    func scaledLength(_ length: Double) -> Double {
        length * abs(a * d - b * c).squareRoot()
    }
}
