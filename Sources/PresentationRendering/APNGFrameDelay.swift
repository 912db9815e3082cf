/// A frame's display time as the `delay_num / delay_den` fraction of an APNG `fcTL` chunk (16 bits each).
struct APNGFrameDelay: Equatable {
    let numerator: UInt16
    let denominator: UInt16

    /// The fraction for `seconds`: exact when a denominator up to 1000 gives a whole numerator (1/60 s is
    /// 1/60), otherwise the nearest millisecond; clamped to what 16 bits hold.
    init(seconds: Double) {
        let value = max(0, seconds.isFinite ? seconds : 0)
        for denominator in 1...1000 {
            let numerator = value * Double(denominator)
            if abs(numerator - numerator.rounded()) < 1e-6, numerator.rounded() <= Double(UInt16.max) {
                self.init(numerator: UInt16(numerator.rounded()), denominator: UInt16(denominator))
                return
            }
        }
        let milliseconds = min(Double(UInt16.max), (value * 1000).rounded())
        self.init(numerator: UInt16(milliseconds), denominator: 1000)
    }

    init(numerator: UInt16, denominator: UInt16) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// The delay in seconds.
    var seconds: Double { Double(numerator) / Double(denominator) }
}
