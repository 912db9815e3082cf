extension Int {
    /// `value` without its fractional part (rounded towards zero, as `Int(_:)` does), saturated at
    /// `Int.min` and `Int.max`; NaN is 0. Unlike `Int(_:)`, it never traps, so it is the conversion for every
    /// `Double` that a file, a command-line option or a caller's geometry can make arbitrarily large,
    /// infinite or NaN. Round first (`value.rounded(.up)`) for another rule.
    ///
    /// `Tests/PresentationKitTests/IntegerConversionTests.swift` lists the raw `Int(…)` conversions that
    /// remain in `Sources/`, each with the reason it cannot trap.
    package init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 0x1p63 {
            self = .max
        } else if value < -0x1p63 {
            self = .min
        } else {
            self.init(value)
        }
    }
}
