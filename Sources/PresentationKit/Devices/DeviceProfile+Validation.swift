extension DeviceProfile {
    /// The profile itself when every value can be laid out, or an error naming the first bad field.
    ///
    /// Checks: a non-empty identifier; finite, positive screen size and scale; lengths and screen sides within
    /// 0…``largestLength`` (the scene schema's bound); a display corner radius of at most half the shorter
    /// side; safe areas that leave room on screen; positive multitasking widths no wider than the screen.
    public func validated() throws(ConfigurationError) -> DeviceProfile {
        let device = identifier.isEmpty ? "<unnamed>" : identifier
        func fail(_ field: String, _ reason: String) -> ConfigurationError {
            .invalidProfile(device: device, field: field, reason: reason)
        }
        if identifier.isEmpty { throw fail("identifier", "is empty") }
        let sides = [portraitSize.width, portraitSize.height]
        if !sides.allSatisfy({ $0.isFinite && $0 > 0 && $0 <= Self.largestLength }) {
            throw fail(
                "portraitSize",
                "each side must be above 0 and at most \(Int(Self.largestLength)) pt, got "
                    + "\(portraitSize.width)×\(portraitSize.height)")
        }
        if !(scale.isFinite && scale > 0 && scale <= Self.largestScale) {
            throw fail("scale", "must be above 0 and at most \(Int(Self.largestScale)), got \(scale)")
        }
        let lengths: [(String, Double)] = [
            ("displayCornerRadius", displayCornerRadius), ("statusBarHeightPortrait", statusBarHeightPortrait),
            ("statusBarHeightLandscape", statusBarHeightLandscape),
            ("homeIndicatorInsetPortrait", homeIndicatorInsetPortrait),
            ("homeIndicatorInsetLandscape", homeIndicatorInsetLandscape),
        ]
        for (field, value) in lengths where !(value.isFinite && value >= 0 && value <= Self.largestLength) {
            throw fail(field, "must be between 0 and \(Int(Self.largestLength)) pt, got \(value)")
        }
        let shorterSide = min(portraitSize.width, portraitSize.height)
        if displayCornerRadius > shorterSide / 2 {
            throw fail(
                "displayCornerRadius",
                "must be at most half the screen's shorter side (\(shorterSide / 2)), got \(displayCornerRadius)")
        }
        try checkInsets(safeAreaPortrait, field: "safeAreaPortrait", within: portraitSize, fail: fail)
        try checkInsets(safeAreaLandscape, field: "safeAreaLandscape", within: portraitSize.transposed, fail: fail)
        if let multitasking {
            for entry in multitasking.portrait + multitasking.landscape + [
                SplitWidth(fraction: "slide over", width: multitasking.slideOverWidth, horizontalSizeClass: .compact)
            ]
            where
                !(entry.width.isFinite && entry.width > 0
                && entry.width <= max(portraitSize.width, portraitSize.height))
            {
                throw fail(
                    "multitasking \(entry.fraction)", "width must be positive and fit the screen, got \(entry.width)")
            }
        }
        return self
    }

    /// The largest length or screen side a profile may give, in points (4096, the scene schema's `maximum`;
    /// the largest iOS screen, the 13" iPad Pro's, is 1032 × 1376 pt).
    public static let largestLength = 4096.0

    /// The largest `scale` a profile may give (8; iOS screens are 1×, 2× and 3×). Zero is refused.
    public static let largestScale = 8.0

    private func checkInsets(
        _ insets: EdgeInsets, field: String, within size: Size,
        fail: (String, String) -> ConfigurationError
    ) throws(ConfigurationError) {
        for value in [insets.top, insets.left, insets.bottom, insets.right] where !(value.isFinite && value >= 0) {
            throw fail(field, "must be finite and ≥ 0, got \(value)")
        }
        if insets.horizontal >= size.width || insets.vertical >= size.height {
            throw fail(field, "leaves no room on a \(size.width)×\(size.height) screen")
        }
    }
}
