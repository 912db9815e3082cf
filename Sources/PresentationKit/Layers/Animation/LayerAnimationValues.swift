import Foundation

/// A value a layer animation's `transform` key path takes: `CATransform3D` conforms under `import
/// QuartzCore`.
public protocol LayerTransformConvertible {
    /// The affine part and the turn in perspective on top of it.
    var layerTransformParts: (affine: AffineTransform, turn: Transform3D) { get }
}

/// A value a shape layer's `path` key path (or a keyframe animation's motion path) takes: `CGPath`
/// conforms under `import CoreGraphics`.
public protocol LayerPathConvertible {
    /// The path in the core's terms.
    var layerPath: Path { get }
}

/// Reads animation values (`Any`, as Core Animation's `fromValue`) as the core's values, and blends them.
enum LayerAnimationValues {
    static func number(_ value: Any) -> Double? {
        NumberValue.double(from: value)
    }

    static func point(_ value: Any) -> Point? {
        (value as? Point) ?? unboxed(value) as? Point
    }

    static func size(_ value: Any) -> Size? {
        plainSize(value) ?? unboxed(value).flatMap(plainSize)
    }

    /// A size given as a size or as a rectangle (its size).
    private static func plainSize(_ value: Any) -> Size? {
        (value as? Size) ?? (value as? Rect)?.size
    }

    /// What an `NSValue` (`NSValue(cgPoint:)` and its kin) holds, else `nil`. Foundation on Linux keeps the
    /// geometry in the box's one stored property, read here by reflection: its typed accessors trap on a box of
    /// another type, and `objCType` allocates a string it never frees.
    private static func unboxed(_ value: Any) -> Any? {
        guard let box = value as? NSValue, !(value is NSNumber) else { return nil }
        return Mirror(reflecting: box).children.first?.value
    }

    static func color(_ value: Any) -> ColorComponents? {
        (value as? ColorComponents) ?? (value as? Color)?.light
    }

    static func transform(_ value: Any) -> (affine: AffineTransform, turn: Transform3D)? {
        if let convertible = value as? LayerTransformConvertible { return convertible.layerTransformParts }
        return (value as? AffineTransform).map { ($0, .identity) }
    }

    static func path(_ value: Any) -> Path? {
        (value as? LayerPathConvertible)?.layerPath ?? (value as? Path)
    }

    /// The value `sample` shows for a property whose model value is `model`: a missing end is the model value
    /// (or the other end moved by `byValue`), and an additive animation adds to the model.
    static func resolve<Value>(
        _ sample: LayerAnimationSample, model: Value, read: (Any) -> Value?, arithmetic: Arithmetic<Value>
    ) -> Value {
        let by = sample.by.flatMap(read)
        var from = sample.from.flatMap(read)
        var to = sample.to.flatMap(read)
        switch (from, to, by) {
        case (nil, nil, let by?):
            from = model
            to = arithmetic.add(model, by)
        case (nil, let end?, let by?): from = arithmetic.subtract(end, by)
        case (let start?, nil, let by?): to = arithmetic.add(start, by)
        default: break
        }
        let value = arithmetic.mix(from ?? model, to ?? model, sample.progress)
        return sample.isAdditive ? arithmetic.add(model, value) : value
    }

    /// Adding, subtracting and blending values of one kind.
    struct Arithmetic<Value>: Sendable {
        let add: @Sendable (Value, Value) -> Value
        let subtract: @Sendable (Value, Value) -> Value
        let mix: @Sendable (Value, Value, Double) -> Value
    }

    static let numbers = Arithmetic<Double>(add: +, subtract: -, mix: { $0 + ($1 - $0) * $2 })
    static let points = Arithmetic<Point>(
        add: { Point(x: $0.x + $1.x, y: $0.y + $1.y) }, subtract: { Point(x: $0.x - $1.x, y: $0.y - $1.y) },
        mix: { Point(x: $0.x + ($1.x - $0.x) * $2, y: $0.y + ($1.y - $0.y) * $2) })
    static let sizes = Arithmetic<Size>(
        add: { Size(width: $0.width + $1.width, height: $0.height + $1.height) },
        subtract: { Size(width: $0.width - $1.width, height: $0.height - $1.height) },
        mix: { Size(width: $0.width + ($1.width - $0.width) * $2, height: $0.height + ($1.height - $0.height) * $2) })
    static let colors = Arithmetic<ColorComponents>(
        add: { a, b in
            ColorComponents(
                red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, alpha: a.alpha + b.alpha)
        },
        subtract: { a, b in
            ColorComponents(
                red: a.red - b.red, green: a.green - b.green, blue: a.blue - b.blue, alpha: a.alpha - b.alpha)
        },
        mix: { a, b, p in
            ColorComponents(
                red: a.red + (b.red - a.red) * p, green: a.green + (b.green - a.green) * p,
                blue: a.blue + (b.blue - a.blue) * p, alpha: a.alpha + (b.alpha - a.alpha) * p)
        })
    /// Paths blend point by point when they have the same elements, else switch halfway.
    static let paths = Arithmetic<Path>(
        add: { a, _ in a }, subtract: { a, _ in a },
        mix: { a, b, p in Path.blend(a, b, progress: p) ?? (p < 0.5 ? a : b) })
}
