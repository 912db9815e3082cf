import CairoGraphics
import PresentationKit

/// Draws a page curled up from its bottom-right corner (`partialCurl`, ``PageCurlGeometry``): the flat
/// part of the page as usual, a soft shadow the roll casts on the content it uncovers, the cylinder the page
/// wraps round (the page's back lit as a curved surface: dark where it turns away at its edge, brightest on
/// top), and the page's back lying over the page with its own image faintly mirrored through it.
struct PageCurlPainter {
    let painter: NodePainter

    /// How far the shadow on the uncovered content reaches from the fold, points.
    static let shadowWidth = 26.0
    /// The darkest the shadow gets, at the fold.
    static let shadowOpacity = 0.4
    /// How strongly the page's mirrored image shows through its back on the roll (paper seen from behind;
    /// chosen to read as faint).
    static let backImageOpacity = 0.2

    /// Draws `node` curled by `curl` at `opacity`.
    func paint(_ node: RenderNode, curl: Double, opacity: Double, region: PaintRegion) throws {
        let geometry = PageCurlGeometry(size: node.size, curl: curl)
        let transform = node.transform
        let context = painter.context
        var flat = node
        flat.pageCurl = nil
        flat.alpha = 1
        if opacity < 1 { context.beginTransparencyLayer(opacity: opacity) }
        if !geometry.remaining.isEmpty {
            context.save()
            context.clip(to: geometry.remaining.applying(transform).path)
            try painter.paint(flat, opacity: 1, region: region)
            context.restore()
        }
        if !geometry.uncovered.isEmpty {
            drawShadow(on: geometry.uncovered, geometry: geometry, transform: transform)
            drawCylinder(geometry, transform: transform)
            try drawRoll(geometry, page: flat, transform: transform)
        }
        if opacity < 1 { context.endTransparencyLayer() }
    }

    /// The shadow the roll casts on the uncovered content: darkest along the cylinder's edge, fading away
    /// from it.
    private func drawShadow(on uncovered: ConvexPolygon, geometry: PageCurlGeometry, transform: AffineTransform) {
        let context = painter.context
        let shadow = LinearGradient(stops: [
            .init(location: 0, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: Self.shadowOpacity)),
            .init(location: 0.35, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: Self.shadowOpacity * 0.35)),
            .init(location: 1, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)),
        ])
        context.save()
        context.clip(to: uncovered.applying(transform).path)
        let edge = -geometry.cylinderRadius
        shadow.draw(
            in: context, from: geometry.across(edge).applying(transform),
            to: geometry.across(edge - Self.shadowWidth).applying(transform), reach: reach(of: uncovered, transform))
        context.restore()
    }

    /// The cylinder the page wraps round, seen from above: the page's back turning from facing up (at the
    /// fold, as bright as the back lying on the page) to edge-on (at the cylinder's outer edge). A surface
    /// turned by θ from facing the viewer is lit by cos θ; across the band, cos θ = √(1 − x²) where x runs
    /// from 0 at the fold to 1 at the edge.
    private func drawCylinder(_ geometry: PageCurlGeometry, transform: AffineTransform) {
        guard !geometry.cylinder.isEmpty, geometry.cylinderRadius > 0 else { return }
        let context = painter.context
        let (top, edge) = painter.appearance == .dark ? (0.3, 0.08) : (0.98, 0.55)
        let stops = (0...8).map { step -> LinearGradient.Stop in
            let x = Double(step) / 8
            let level = edge + (top - edge) * (1 - x * x).squareRoot()
            return .init(location: x, color: RGBAColor(red: level, green: level, blue: level + 0.01))
        }
        context.save()
        context.clip(to: geometry.cylinder.applying(transform).path)
        LinearGradient(stops: stops).draw(
            in: context, from: geometry.fold.applying(transform),
            to: geometry.across(-geometry.cylinderRadius).applying(transform),
            reach: reach(of: geometry.cylinder, transform))
        context.restore()
    }

    /// The roll: a soft drop shadow on the page below it, then the page's back, shaded across the roll
    /// (as bright as the cylinder's top at the fold, a little darker towards its edge).
    private func drawRoll(_ geometry: PageCurlGeometry, page: RenderNode, transform: AffineTransform) throws {
        guard !geometry.roll.isEmpty, geometry.rollDepth > 0 else { return }
        let context = painter.context
        let outline = geometry.roll.applying(transform)
        let scale = transform.scaledLength(1)
        context.drawShadow(
            GraphicsContext.DropShadow(opacity: 0.3, offsetX: 0, offsetY: 2 * scale, radius: 8 * scale),
            of: outline.path)
        context.save()
        context.clip(to: outline.path)
        backShading.draw(
            in: context, from: geometry.fold.applying(transform),
            to: geometry.across(geometry.rollDepth).applying(transform), reach: reach(of: geometry.roll, transform))
        try drawMirroredImage(of: page, geometry: geometry, transform: transform)
        context.restore()
    }

    /// The page's own image, folded over with the roll (mirrored across the fold) and faint, inside the
    /// current clip: the lifted part seen through the paper from behind. Not in a PDF: there the nested
    /// transparency group it needs makes cairo's PDF surface leak a block per document, so PDF figures show
    /// the back plain.
    private func drawMirroredImage(of page: RenderNode, geometry: PageCurlGeometry, transform: AffineTransform)
        throws
    {
        guard !painter.isPDF, let toLocal = transform.inverted() else { return }
        let context = painter.context
        var mirror = painter
        mirror.marksRoles = false
        context.save()
        context.concatenate(toLocal.concatenating(geometry.rollMap).concatenating(transform).graphicsMatrix)
        context.beginTransparencyLayer(opacity: Self.backImageOpacity)
        try mirror.paint(page, opacity: 1, region: PaintRegion(visible: page.frame, hidden: .null))
        context.endTransparencyLayer()
        context.restore()
    }

    /// The colours of the page's back across the roll, for the window's appearance.
    private var backShading: LinearGradient {
        func gray(_ level: Double) -> RGBAColor { RGBAColor(red: level, green: level, blue: level + 0.01) }
        let levels = painter.appearance == .dark ? [0.3, 0.27, 0.24] : [0.98, 0.94, 0.88]
        return LinearGradient(stops: zip([0, 0.6, 1], levels).map { .init(location: $0, color: gray($1)) })
    }

    /// Half the span a gradient needs across its line to cover `polygon`.
    private func reach(of polygon: ConvexPolygon, _ transform: AffineTransform) -> Double {
        let bounds = polygon.applying(transform).bounds
        return (bounds.width + bounds.height) * 2
    }
}
