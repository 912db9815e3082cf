/// The animatable values a view shows at one instant: its model values with running animations applied.
struct ViewPresentationState {
    var center: Point
    var size: Size
    var transform: AffineTransform
    var alpha: Double
    var cornerRadius: Double
    var backgroundColor: Color?

    /// Overwrites one property with an animated value of the matching kind.
    mutating func apply(_ value: AnimatableValue, to property: AnimatableProperty) {
        switch (property, value) {
        case let (.center, .point(point)): center = point
        case let (.boundsSize, .size(newSize)): size = newSize
        case let (.transform, .transform(newTransform)): transform = newTransform
        case let (.alpha, .number(number)): alpha = min(1, max(0, number))
        case let (.cornerRadius, .number(number)): cornerRadius = max(0, number)
        case let (.backgroundColor, .color(color)): backgroundColor = color
        default: break
        }
    }
}
