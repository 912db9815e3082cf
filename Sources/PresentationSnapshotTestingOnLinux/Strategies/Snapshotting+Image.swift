import CairoGraphics
import PresentationKit
import PresentationRendering
import PresentationScenes
import SnapshotTesting

extension Snapshotting where Value == RGBAImage, Format == SnapshotImage {
    /// Any image, compared pixel by pixel within `tolerance`; references are PNG files. An empty image
    /// (no pixels) cannot be written as PNG and fails the test without a snapshot.
    public static func pixels(tolerance: ImageTolerance = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .pixels(tolerance: tolerance)) { image in
            SnapshotProduction.attempt("the image cannot be a PNG reference") {
                guard image.width > 0, image.height > 0 else { throw EmptySnapshotImage() }
                return .image(image)
            }
        }
    }
}

extension Snapshotting where Value == RenderTree, Format == SnapshotImage {
    /// The tree drawn by `PresentationRenderer` at the device's scale, compared exactly.
    public static var image: Snapshotting {
        image()
    }

    /// The tree drawn by `PresentationRenderer` with `options` (scale, device frame, background),
    /// compared within `tolerance`. A rendering failure (an impossible canvas size) fails the test without
    /// a snapshot. The reference keeps the tree's layout dump beside the pixels (see `SnapshotImage`), so a
    /// failure also names the views that moved, resized or changed.
    public static func image(options: RenderOptions = RenderOptions(), tolerance: ImageTolerance = .exact)
        -> Snapshotting
    {
        Snapshotting(pathExtension: "png", diffing: .pixels(tolerance: tolerance)) { tree in
            SnapshotProduction.attempt("the layout cannot be rendered") {
                .imageAndLayout(try PresentationRenderer().renderImage(tree, options: options), layout: tree.textDump())
            }
        }
    }

    /// The tree drawn at `scale` pixels per point (`nil`: the device's), compared within `tolerance`.
    public static func image(scale: Double?, tolerance: ImageTolerance = .exact) -> Snapshotting {
        image(options: RenderOptions(scale: scale), tolerance: tolerance)
    }

    /// The tree drawn at `scale` (`nil`: the device's), compared with swift-snapshot-testing's two
    /// numbers: `precision`, the share of pixels that must match, and `perceptualPrecision`, how close
    /// in colour a pixel must be to match (see `ImageTolerance.init(precision:perceptualPrecision:)`
    /// for how these differ from upstream).
    public static func image(precision: Float, perceptualPrecision: Float = 1, scale: Double? = nil) -> Snapshotting {
        image(scale: scale, tolerance: ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision))
    }
}

extension Snapshotting where Value == Window, Format == SnapshotImage {
    /// What the window shows now, drawn at the device's scale and compared exactly.
    public static var image: Snapshotting {
        image()
    }

    /// What the window shows now, drawn with `options` and compared within `tolerance`.
    public static func image(options: RenderOptions = RenderOptions(), tolerance: ImageTolerance = .exact)
        -> Snapshotting
    {
        Snapshotting<RenderTree, SnapshotImage>.image(options: options, tolerance: tolerance).pullback(
            SettledWindow.renderTree(of:))
    }

    /// What the window shows now, drawn at `scale` and compared within `tolerance`.
    public static func image(scale: Double?, tolerance: ImageTolerance = .exact) -> Snapshotting {
        image(options: RenderOptions(scale: scale), tolerance: tolerance)
    }

    /// What the window shows now, drawn at `scale` (`nil`: the device's) and compared with
    /// swift-snapshot-testing's `precision` and `perceptualPrecision` (see
    /// `ImageTolerance.init(precision:perceptualPrecision:)`).
    public static func image(precision: Float, perceptualPrecision: Float = 1, scale: Double? = nil) -> Snapshotting {
        image(scale: scale, tolerance: ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision))
    }
}

extension Snapshotting where Value == SceneRunner, Format == SnapshotImage {
    /// The scene's window, drawn at the device's scale and compared exactly.
    public static var image: Snapshotting {
        image()
    }

    /// The scene's window, drawn with `options` and compared within `tolerance`.
    public static func image(options: RenderOptions = RenderOptions(), tolerance: ImageTolerance = .exact)
        -> Snapshotting
    {
        Snapshotting<Window, SnapshotImage>.image(options: options, tolerance: tolerance).pullback(\.window)
    }

    /// The scene's window, drawn at `scale` and compared within `tolerance`.
    public static func image(scale: Double?, tolerance: ImageTolerance = .exact) -> Snapshotting {
        image(options: RenderOptions(scale: scale), tolerance: tolerance)
    }
}
