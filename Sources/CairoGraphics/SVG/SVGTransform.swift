/// The `transform` attribute of a drawn shape: the context's whole current transform, since every group of
/// the document stays in page coordinates.
enum SVGTransform {
    /// `nil` for the identity, `translate(x y)` for a pure translation, else `matrix(a b c d e f)`.
    static func attribute(for transform: TransformMatrix) -> (name: String, value: String)? {
        let factors = [transform.a, transform.b, transform.c, transform.d].map {
            SVGNumber.format($0, decimals: SVGNumber.factorDecimals)
        }
        let offsets = [transform.tx, transform.ty].map { SVGNumber.format($0) }
        guard factors == ["1", "0", "0", "1"] else {
            return ("transform", "matrix(" + (factors + offsets).joined(separator: " ") + ")")
        }
        guard offsets != ["0", "0"] else { return nil }
        return ("transform", "translate(" + offsets.joined(separator: " ") + ")")
    }
}
