extension GraphicsPath {
    /// Adds a closed rectangle whose corners are rounded with individual radii.
    ///
    /// Radii that do not fit are scaled down together until the two radii on
    /// each side fit on that side (so `radius = height / 2` gives a capsule).
    /// With ``CornerStyle/continuous`` a corner that lacks room for the full
    /// continuous ramp is blended smoothly towards a circular corner.
    /// An empty or non-finite rectangle adds nothing.
    public mutating func addRoundedRect(
        x: Double, y: Double, width: Double, height: Double,
        radii: CornerRadii, style: CornerStyle = .continuous
    ) {
        guard [x, y, width, height].allSatisfy(\.isFinite), width != 0, height != 0 else { return }
        RoundedRectangleOutline(x: x, y: y, width: width, height: height, radii: radii, style: style)
            .append(to: &self)
    }

    /// Adds a closed rectangle with the same radius on all four corners.
    public mutating func addRoundedRect(
        x: Double, y: Double, width: Double, height: Double,
        cornerRadius: Double, style: CornerStyle = .continuous
    ) {
        addRoundedRect(x: x, y: y, width: width, height: height, radii: CornerRadii(all: cornerRadius), style: style)
    }
}
