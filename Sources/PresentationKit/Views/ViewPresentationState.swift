/// The animatable values a view shows at one instant: its model values with running animations applied.
struct ViewPresentationState {
    var center: Point
    var size: Size
    var transform: AffineTransform
    var alpha: Double
    var cornerRadius: Double
    var backgroundColor: Color?
    var transform3D: Transform3D = .identity
    var pageCurl: Double = 0
    var shadowOpacity: Double?

    /// The model values of a view, as shown when nothing animates. Geometry, opacity and colour are read
    /// through the view's accessors, so a subclass that overrides them is drawn as it answers.
    ///
    /// The other values are read from the view's storage field by field: a copy of the whole storage would
    /// retain every colour, string and layer in it, once per view per render tree.
    init(modelOf view: View) {
        self.init(
            center: view.center, size: view.bounds.size, transform: view.transform,
            alpha: view.alpha, cornerRadius: view.storage.cornerRadius, backgroundColor: view.backgroundColor)
        transform3D = view.storage.transform3D
        pageCurl = view.storage.pageCurl
        shadowOpacity = view.storage.shadow?.opacity
    }

    /// The stored values of a layer (or view) with no accessors to ask.
    init(storage: ViewStorage) {
        self.init(
            center: storage.center, size: storage.boundsSize, transform: storage.transform, alpha: storage.alpha,
            cornerRadius: storage.cornerRadius, backgroundColor: storage.backgroundColor)
        transform3D = storage.transform3D
        pageCurl = storage.pageCurl
        shadowOpacity = storage.shadow?.opacity
    }

    /// Writes the values into `storage` (a presentation layer's copy).
    func write(to storage: inout ViewStorage) {
        storage.center = center
        storage.boundsSize = size
        storage.transform = transform
        storage.alpha = alpha
        storage.cornerRadius = cornerRadius
        storage.backgroundColor = backgroundColor
        storage.transform3D = transform3D
        if let shadowOpacity { storage.shadow?.opacity = shadowOpacity }
    }

    init(
        center: Point, size: Size, transform: AffineTransform, alpha: Double, cornerRadius: Double,
        backgroundColor: Color?
    ) {
        self.center = center
        self.size = size
        self.transform = transform
        self.alpha = alpha
        self.cornerRadius = cornerRadius
        self.backgroundColor = backgroundColor
    }

    /// Overwrites one property with an animated value of the matching kind.
    mutating func apply(_ value: AnimatableValue, to property: AnimatableProperty) {
        switch (property, value) {
        case (.center, .point(let point)): center = point
        case (.boundsSize, .size(let newSize)): size = newSize
        case (.transform, .transform(let newTransform)): transform = newTransform
        case (.alpha, .number(let number)): alpha = min(1, max(0, number))
        case (.cornerRadius, .number(let number)): cornerRadius = max(0, number)
        case (.backgroundColor, .color(let color)): backgroundColor = color
        case (.transform3D, .transform3D(let newTransform)): transform3D = newTransform
        case (.pageCurl, .number(let number)): pageCurl = min(1, max(0, number))
        case (.shadowOpacity, .number(let number)): shadowOpacity = min(1, max(0, number))
        default: break
        }
    }
}
