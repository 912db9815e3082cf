import Foundation

/// An image, as UIKit's `UIImage`: a system symbol drawn as a vector glyph, a PNG file, or a neutral
/// placeholder for an image this package cannot load.
///
/// Symbol images are template images: an image view draws them in its ``View/tintColor`` unless
/// ``withTintColor(_:)`` or ``withRenderingMode(_:)`` says otherwise.
///
/// Differs from UIKit: the symbol glyphs are this package's own simple drawings of a few common symbols
/// (see ``init(systemName:)``), not Apple's artwork; there are no asset catalogs (`UIImage(named:)` finds PNG
/// files or gives ``init(placeholderNamed:)``); images have no resizing caps or alignment insets. A `CGImage`
/// (`init(drawingOf:)`, `cgImage` in the `UIKit` module) stands for the same drawing, not for a bitmap.
public final class Image: NSObject, Sendable {
    /// What the image draws.
    enum Source: Hashable, Sendable {
        /// A symbol, by name; unknown names draw the placeholder.
        case symbol(String)
        /// An image that could not be found (`named:` without a file): the placeholder.
        case placeholder(String)
        /// A PNG file's pixels.
        case png(PNGImageData)
        /// What an image renderer or image context recorded, at its size in points.
        case recorded(RenderDrawing, size: Size)
    }

    /// How an image view colours an image, as UIKit's `UIImage.RenderingMode` (same raw values).
    public enum RenderingMode: Int, Hashable, Sendable, Codable {
        /// Template for symbols, original for other images.
        case automatic = 0
        /// Drawn in its own colours (a symbol in its tint colour, or black).
        case alwaysOriginal = 1
        /// Drawn as a shape in the image view's tint colour.
        case alwaysTemplate = 2
    }

    let source: Source
    /// The colour given by ``withTintColor(_:)``.
    let fixedTintColor: Color?
    /// How the image is coloured.
    public let renderingMode: RenderingMode
    /// The configuration of a symbol image; `nil` for other images.
    public let symbolConfiguration: SymbolConfiguration?

    init(source: Source, renderingMode: RenderingMode, tint: Color?, configuration: SymbolConfiguration?) {
        self.source = source
        self.renderingMode = renderingMode
        fixedTintColor = tint
        symbolConfiguration = configuration
        super.init()
    }

    /// An image that draws what `image` draws, as its original (no tint or configuration): how
    /// `UIImage(cgImage:)` turns a Core Graphics image back into a UIKit one.
    package convenience init(drawingOf image: Image) {
        self.init(source: image.source, renderingMode: .automatic, tint: nil, configuration: image.symbolConfiguration)
    }

    /// A system symbol image, as UIKit's `UIImage(systemName:)`. Drawn names: `xmark`, `xmark.circle.fill`,
    /// `chevron.left`, `chevron.right`, `chevron.down`, `chevron.up`, `square.and.arrow.up`, `ellipsis`,
    /// `ellipsis.circle`, `plus`, `plus.circle`, `checkmark`, `magnifyingglass`, `info.circle`, `trash`,
    /// `square.and.pencil`, `line.3.horizontal`, and with their `.fill` variants `plus.circle`, `star`,
    /// `heart`, `house`, `person`, `person.crop.circle`, `gear`, `gearshape`, `bell`, `bookmark`, `folder`,
    /// `photo`, `clock`, `envelope`, `message`, `cart` and `square.grid.2x2`.
    ///
    /// Differs from UIKit: never `nil`. Any other name gives a placeholder glyph (a rounded square with a dot)
    /// at the symbol size, where UIKit returns `nil` for a name it does not know: this package knows only a few
    /// of the thousands of real symbols, and a snapshot of iOS code (which may force-unwrap the result) is more
    /// useful showing a placeholder where the icon goes than crashing or leaving the space empty.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A system symbol image with a configuration, as UIKit's `UIImage(systemName:withConfiguration:)`.
    public init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        source = .symbol(name)
        renderingMode = .automatic
        fixedTintColor = nil
        symbolConfiguration = configuration ?? SymbolConfiguration(scale: .unspecified)
        super.init()
    }

    /// The image in PNG `data` (`UIImage(data:)`), `nil` when the data is not a PNG; `name` is what the layout dump
    /// calls it (a file's path). Its size in points is its size in pixels (scale 1). The image holds the bytes
    /// themselves, so a render tree is a complete value: drawing it reads no file, and a changed file makes a
    /// different tree.
    ///
    /// Differs from UIKit: only PNG data makes an image (`UIImage(data:)` also reads JPEG, HEIC and others).
    public convenience init?(data: Data, name: String = "data") {
        guard let size = PNGHeader.pixelSize(of: Array(data.prefix(24))) else { return nil }
        self.init(
            source: .png(PNGImageData(bytes: data, name: name, pixelSize: size)), renderingMode: .automatic, tint: nil,
            configuration: nil)
    }

    /// A 100 × 100 pt neutral placeholder standing for the image `name` that could not be found (what
    /// `UIImage(named:)` gives here for a name with no PNG file).
    public convenience init(placeholderNamed name: String) {
        self.init(source: .placeholder(name), renderingMode: .automatic, tint: nil, configuration: nil)
    }

    /// Always `nil`: there are no archives on Linux.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The image's size in points. A symbol's is its glyph's design box at the configuration's point size
    /// and scale: a square glyph at point size P (medium scale) is P × P (UIKit's symbols match the
    /// height of text at that size); the placeholder for a missing named image is 100 × 100.
    public var size: CGSize {
        switch source {
        case .symbol(let name):
            let box = SymbolGlyphs.designSize(of: name)
            let side = (symbolConfiguration ?? SymbolConfiguration(scale: .unspecified)).glyphSize
            return CGSize(width: box.width * side, height: box.height * side)
        case .placeholder: return CGSize(width: 100, height: 100)
        case .png(let png): return png.pixelSize
        case .recorded(_, let size): return size
        }
    }

    /// An empty image (`UIImage()`): zero size, draws nothing; bars take it as "no background" or "no
    /// hairline".
    public override convenience init() {
        self.init(drawing: nil, size: .zero)
    }

    /// An image of what `drawing` draws in a box of `size` points (what `UIGraphicsImageRenderer` and
    /// `UIGraphicsGetImageFromCurrentImageContext()` return); an empty drawing is a transparent image.
    public convenience init(drawing: RenderDrawing?, size: Size) {
        self.init(
            source: .recorded(drawing ?? RenderDrawing(operations: []), size: size), renderingMode: .automatic,
            tint: nil, configuration: nil)
    }

    /// Pixels per point (`scale`): 1. A PNG file's pixels are its points here, and symbols and drawn images
    /// are vectors, drawn at whatever scale the snapshot uses.
    ///
    /// Differs from UIKit, where `@2x`/`@3x` files and symbols report the screen's scale.
    public var scale: CGFloat { 1 }

    /// A symbol's glyph box in glyph units (1 × 1 for a square glyph; see ``SymbolGlyphs``); 1 × 1 for other
    /// images.
    var glyphBox: Size {
        if case .symbol(let name) = source { return SymbolGlyphs.designSize(of: name) }
        return Size(width: 1, height: 1)
    }

    /// The name of the `.fill` variant of the symbol `name` when this package draws it, else `name`.
    package static func filledSymbolName(for name: String) -> String {
        let filled = name.hasSuffix(".fill") ? name : name + ".fill"
        return SymbolGlyphs.draws(filled) ? filled : name
    }

    /// Whether this is a symbol image, as UIKit's `isSymbolImage`.
    public var isSymbolImage: Bool {
        if case .symbol = source { return true }
        return false
    }

    /// The image drawn in `color` whatever the image view's tint, as UIKit's `withTintColor(_:)` (the
    /// result is an always-original image).
    public func withTintColor(_ color: Color) -> Image {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The image with a tint colour and a rendering mode, as UIKit's `withTintColor(_:renderingMode:)`.
    public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
        Image(source: source, renderingMode: renderingMode, tint: color, configuration: symbolConfiguration)
    }

    /// The image with another rendering mode, as UIKit's `withRenderingMode(_:)`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
        Image(source: source, renderingMode: renderingMode, tint: fixedTintColor, configuration: symbolConfiguration)
    }

    /// A symbol image with `configuration` applied over its own, as UIKit's `withConfiguration(_:)`
    /// and `applyingSymbolConfiguration(_:)`; other images are returned unchanged.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
        guard let own = symbolConfiguration else { return self }
        return Image(
            source: source, renderingMode: renderingMode, tint: fixedTintColor,
            configuration: own.applying(configuration))
    }

    /// Same as ``withConfiguration(_:)``, as UIKit's `applyingSymbolConfiguration(_:)` (optional there).
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
        withConfiguration(configuration)
    }

    /// Whether an image view draws the image in its tint colour.
    var isTemplate: Bool {
        switch renderingMode {
        case .alwaysTemplate: true
        case .alwaysOriginal: false
        case .automatic: isSymbolImage
        }
    }

    /// What the renderer draws for the image in `rect` (of an image view tinted `tint`).
    func renderImage(in rect: Rect, tint: Color, appearance: UserInterfaceStyle) -> RenderImage {
        let color = (isTemplate ? tint : fixedTintColor ?? .label).resolved(for: appearance)
        switch source {
        case .symbol(let name):
            let weight = symbolConfiguration?.weight ?? .regular
            return RenderImage(
                rect: rect, content: .drawing(SymbolGlyphs.drawing(of: name, weight: weight), color: color), name: name)
        case .placeholder(let name):
            return RenderImage(
                rect: rect, content: .drawing(SymbolGlyphs.placeholder(weight: .regular), color: color), name: name)
        case .png(let png):
            return RenderImage(rect: rect, content: .png(png), name: png.name)
        case .recorded(let drawing, let size):
            return RenderImage(rect: rect, content: .recorded(drawing, size: size), name: "drawing")
        }
    }
}
