/// Prints numbers for SVG attributes compactly and the same way on every run: rounded to a fixed number of
/// decimals, trailing zeros dropped, never `-0`, never an exponent.
enum SVGNumber {
    /// Decimals for coordinates and lengths: a thousandth of a point, far below a device pixel.
    static let coordinateDecimals = 3
    /// Decimals for the scale and rotation part of a transform, which multiplies coordinates in the
    /// thousands (a 1/10⁶ error there moves a point by at most a thousandth).
    static let factorDecimals = 6
    /// Beyond this magnitude values are clamped (far outside any page; keeps the integer arithmetic exact).
    static let limit = 1e9

    /// `value` rounded to `decimals` places, e.g. `12.5`, `-0.333`, `7`. A non-finite value prints as `0`.
    static func format(_ value: Double, decimals: Int = coordinateDecimals) -> String {
        guard value.isFinite else { return "0" }
        var unit = 1.0
        for _ in 0..<decimals { unit *= 10 }
        let scaled = (min(max(value, -limit), limit) * unit).rounded()
        guard scaled != 0 else { return "0" }
        let magnitude = Int64(abs(scaled))
        let unitCount = Int64(unit)
        var text = String(magnitude / unitCount)
        let remainder = magnitude % unitCount
        if remainder != 0 {
            var fraction = String(remainder)
            fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
            while fraction.last == "0" { fraction.removeLast() }
            text += "." + fraction
        }
        return scaled < 0 ? "-" + text : text
    }

    /// The values formatted and separated by single spaces.
    static func list(_ values: [Double], decimals: Int = coordinateDecimals) -> String {
        values.map { format($0, decimals: decimals) }.joined(separator: " ")
    }
}
