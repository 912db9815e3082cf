/// Formats numbers for the layout dump: rounded to 1/100 pt, trailing zeros dropped, `-0` printed as `0`,
/// independent of locale. Any `Double` is printed without trapping: values too large for whole hundredths in an
/// `Int` (beyond ``largestExactMagnitude``) print in Swift's shortest round-trip form, such as `1e+308`.
public enum LayoutNumberFormat {
    /// The largest magnitude printed digit by digit; a `Double` has no hundredths to show beyond it (2⁵³/100).
    public static let largestExactMagnitude = 9_007_199_254_740_992.0 / 100

    /// `16.4175` → `"16.42"`, `10.0` → `"10"`.
    public static func compact(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        guard abs(value) <= largestExactMagnitude else { return value.description }
        let hundredths = Int((value * 100).rounded())
        if hundredths == 0 { return "0" }
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return sign + String(whole) }
        if fraction % 10 == 0 { return sign + String(whole) + "." + String(fraction / 10) }
        return sign + String(whole) + "." + (fraction < 10 ? "0" : "") + String(fraction)
    }

    /// A value with exactly `decimals` decimals (for times).
    public static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite, decimals <= 6, abs(value) <= largestExactMagnitude / 10_000 else {
            return compact(value)
        }
        var scale = 1
        for _ in 0..<max(0, decimals) { scale *= 10 }
        let scaled = Int((abs(value) * Double(scale)).rounded())
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard decimals > 0 else { return sign + String(scaled) }
        let fraction = String(scaled % scale)
        return sign + String(scaled / scale) + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    /// `(x,y,w,h)`.
    public static func rect(_ rect: Rect) -> String {
        "(\(compact(rect.minX)),\(compact(rect.minY)),\(compact(rect.width)),\(compact(rect.height)))"
    }
}
