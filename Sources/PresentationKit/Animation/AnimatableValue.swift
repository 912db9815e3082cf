/// A value of an ``AnimatableProperty`` that can be interpolated.
enum AnimatableValue: Hashable, Sendable {
    case number(Double)
    case point(Point)
    case size(Size)
    case transform(AffineTransform)
    case color(Color?)
    case transform3D(Transform3D)

    /// Equal cases with equal payloads; colours compare by identity first (a colour's `isEqual` casts).
    static func == (lhs: AnimatableValue, rhs: AnimatableValue) -> Bool {
        switch (lhs, rhs) {
        case (.number(let a), .number(let b)): a == b
        case (.point(let a), .point(let b)): a == b
        case (.size(let a), .size(let b)): a == b
        case (.transform(let a), .transform(let b)): a == b
        case (.color(let a), .color(let b)): a.map { b.map($0.equals) ?? false } ?? (b == nil)
        case (.transform3D(let a), .transform3D(let b)): a == b
        default: false
        }
    }

    /// The value a fraction `p` of the way from `self` to `other` (p may leave 0…1 for springs).
    func interpolated(to other: AnimatableValue, progress p: Double) -> AnimatableValue {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * p }
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(mix(a, b))
        case (.point(let a), .point(let b)): return .point(Point(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.size(let a), .size(let b)):
            return .size(Size(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.transform(let a), .transform(let b)):
            return .transform(
                AffineTransform(
                    a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c),
                    d: mix(a.d, b.d), tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
        case (.color(let a), .color(let b)):
            return .color(Self.mixColors(a, b, p))
        case (.transform3D(let a), .transform3D(let b)):
            return .transform3D(
                Transform3D(
                    rotationY: mix(a.rotationY, b.rotationY), rotationX: mix(a.rotationX, b.rotationX),
                    perspectiveDistance: b.perspectiveDistance > 0
                        ? b.perspectiveDistance
                        : a.perspectiveDistance))
        default:
            return p < 1 ? self : other
        }
    }

    private static func mixColors(_ from: Color?, _ to: Color?, _ p: Double) -> Color? {
        let start = from ?? to?.withAlphaComponent(0)
        let end = to ?? from?.withAlphaComponent(0)
        guard let start, let end else { return nil }
        func mix(_ a: ColorComponents, _ b: ColorComponents) -> ColorComponents {
            ColorComponents(
                red: a.red + (b.red - a.red) * p, green: a.green + (b.green - a.green) * p,
                blue: a.blue + (b.blue - a.blue) * p, alpha: a.alpha + (b.alpha - a.alpha) * p)
        }
        return Color(light: mix(start.light, end.light), dark: mix(start.dark, end.dark))
    }
}
