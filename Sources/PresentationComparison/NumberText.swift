import Foundation

/// Numbers written for people in failure messages, the same in every locale.
enum NumberText {
    /// `3,013,524`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (value < 0 ? "-" : "") + groups.joined(separator: ",")
    }

    /// A fraction as a percentage with two significant digits: `0.011 %`, `12.5 %`, `0 %`.
    static func percent(_ fraction: Double) -> String {
        let value = fraction * 100
        guard value.isFinite, value > 0 else { return "0 %" }
        let decimals = min(8, max(1, 1 - Int(log10(value).rounded(.down))))
        var text = String(format: "%.\(decimals)f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + " %"
    }

    /// A number with at most three decimals, trailing zeros dropped: `0.98`, `12.345`, `2`.
    static func decimal(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
