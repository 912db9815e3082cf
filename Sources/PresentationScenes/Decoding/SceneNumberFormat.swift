/// Numbers as messages print them: whole numbers without a fractional part.
enum SceneNumberFormat {
    /// `540` for 540.0, `0.25` for 0.25, `nan`/`inf` as Swift prints them.
    static func text(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
