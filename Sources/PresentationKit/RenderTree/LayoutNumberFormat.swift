/// Formats numbers for the layout dump: rounded to 1/100 pt, trailing zeros dropped, `-0` printed as `0`,
/// independent of locale.
public enum LayoutNumberFormat {
    /// `16.4175` → `"16.42"`, `10.0` → `"10"`.
    public static func compact(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
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
        guard value.isFinite else { return compact(value) }
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
