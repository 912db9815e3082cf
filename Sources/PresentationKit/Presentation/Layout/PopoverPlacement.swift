/// UIKit's popover placement (`_UIPopoverLayoutInfo _updateOutputs`, iOS 18.2): one candidate per
/// permitted direction, each cut to its side of the source, the largest rounded area wins (ties to the
/// earlier candidate), then the winner is slid into the region, clipped to it and its origin rounded.
enum PopoverPlacement {
    /// Places a popover.
    static func place(_ input: PopoverPlacementInput) -> PopoverGeometry {
        let order: [PopoverArrowDirection] =
            input.prefersLandscapeOrder
            ? [.left, .down, .right, .up] : [.down, .left, .up, .right]
        let candidates = order.filter { input.permittedDirections.contains($0) }
        guard !candidates.isEmpty, input.permittedDirections != .unknown else { return unanchored(input) }
        var best: (direction: PopoverArrowDirection, rect: Rect, area: Double)?
        for direction in candidates {
            let rect = candidate(direction, input)
            let side = input.canOverlapSourceRect ? input.region : sideRegion(direction, input)
            let overlap = rect.overlap(with: side)
            let area = overlap.isNull ? 0 : (overlap.width * overlap.height).rounded()
            if area > (best?.area ?? -1) { best = (direction, rect, area) }
        }
        guard let best else { return unanchored(input) }
        let side = input.canOverlapSourceRect ? input.region : sideRegion(best.direction, input)
        var frame = slide(best.rect, into: input.region).overlap(with: side)
        if frame.isNull { frame = Rect(origin: best.rect.origin, size: .zero) }
        frame = Rect(x: frame.minX.rounded(), y: frame.minY.rounded(), width: frame.width, height: frame.height)
        return finish(frame, direction: best.direction, input)
    }

    private static func candidate(_ direction: PopoverArrowDirection, _ input: PopoverPlacementInput) -> Rect {
        let source = input.sourceRect
        let size = input.contentSize
        let arrow = input.arrowHeight
        switch direction {
        case .down:
            return Rect(
                x: source.midX - size.width / 2, y: source.minY - size.height - arrow,
                width: size.width, height: size.height + arrow)
        case .up:
            return Rect(x: source.midX - size.width / 2, y: source.maxY, width: size.width, height: size.height + arrow)
        case .left:
            return Rect(
                x: source.maxX, y: source.midY - size.height / 2, width: size.width + arrow, height: size.height)
        default:
            return Rect(
                x: source.minX - size.width - arrow, y: source.midY - size.height / 2,
                width: size.width + arrow, height: size.height)
        }
    }

    /// The part of the region on the candidate's side of the source.
    private static func sideRegion(_ direction: PopoverArrowDirection, _ input: PopoverPlacementInput) -> Rect {
        let region = input.region
        let source = input.sourceRect
        switch direction {
        case .down:
            return Rect(x: region.minX, y: region.minY, width: region.width, height: max(0, source.minY - region.minY))
        case .up:
            let top = max(region.minY, source.maxY)
            return Rect(x: region.minX, y: top, width: region.width, height: max(0, region.maxY - top))
        case .left:
            let left = max(region.minX, source.midX)
            return Rect(x: left, y: region.minY, width: max(0, region.maxX - left), height: region.height)
        default:
            return Rect(
                x: region.minX, y: region.minY, width: max(0, min(region.maxX, source.midX) - region.minX),
                height: region.height)
        }
    }

    /// Moves `rect` the least distance that puts it inside `region` (its top-left edge wins when it is
    /// larger than the region).
    static func slide(_ rect: Rect, into region: Rect) -> Rect {
        var x = rect.minX
        var y = rect.minY
        if rect.maxX > region.maxX { x -= rect.maxX - region.maxX }
        if x < region.minX { x = region.minX }
        if rect.maxY > region.maxY { y -= rect.maxY - region.maxY }
        if y < region.minY { y = region.minY }
        return Rect(x: x, y: y, width: rect.width, height: rect.height)
    }

    private static func finish(
        _ frame: Rect, direction: PopoverArrowDirection,
        _ input: PopoverPlacementInput
    ) -> PopoverGeometry {
        let source = input.sourceRect
        let arrow = input.arrowHeight
        let halfBase = input.arrowBase / 2
        var content = frame
        let offset: Double
        switch direction {
        case .up, .down:
            let limit = max(0, (frame.width / 2).rounded(.down) - input.verticalClearance - halfBase.rounded(.down))
            offset = min(limit, max(-limit, (source.midX - frame.midX).rounded()))
            content.size.height -= arrow
            if direction == .up { content.origin.y += arrow }
        default:
            // [POPL]: max floor(H/2) − 10 − 18 and min −(floor(H/2) − 28), 18 being half the 37-pt base.
            let reach = (frame.height / 2).rounded(.down) - input.horizontalClearance - halfBase.rounded(.down)
            let upper = max(0, reach)
            let lower = -max(0, reach)
            offset = min(upper, max(lower, (source.midY - frame.midY).rounded()))
            content.size.width -= arrow
            if direction == .left { content.origin.x += arrow }
        }
        let (tip, base) = arrowPoints(direction, content: content, offset: offset, arrow: arrow, halfBase: halfBase)
        return PopoverGeometry(
            frame: frame, contentFrame: content, arrowDirection: direction, arrowOffset: offset,
            arrowTip: tip, arrowBase: base)
    }

    private static func arrowPoints(
        _ direction: PopoverArrowDirection, content: Rect, offset: Double,
        arrow: Double, halfBase: Double
    ) -> (Point, [Point]) {
        switch direction {
        case .up:
            let x = content.midX + offset
            return (
                Point(x: x, y: content.minY - arrow),
                [Point(x: x - halfBase, y: content.minY), Point(x: x + halfBase, y: content.minY)]
            )
        case .down:
            let x = content.midX + offset
            return (
                Point(x: x, y: content.maxY + arrow),
                [Point(x: x + halfBase, y: content.maxY), Point(x: x - halfBase, y: content.maxY)]
            )
        case .left:
            let y = content.midY + offset
            return (
                Point(x: content.minX - arrow, y: y),
                [Point(x: content.minX, y: y + halfBase), Point(x: content.minX, y: y - halfBase)]
            )
        default:
            let y = content.midY + offset
            return (
                Point(x: content.maxX + arrow, y: y),
                [Point(x: content.maxX, y: y - halfBase), Point(x: content.maxX, y: y + halfBase)]
            )
        }
    }

    /// No permitted direction: centred on the source, kept vertically inside the region, no arrow.
    private static func unanchored(_ input: PopoverPlacementInput) -> PopoverGeometry {
        let size = input.contentSize
        let source = input.sourceRect
        var frame = Rect(
            x: (source.midX - size.width / 2).rounded(), y: (source.midY - size.height / 2).rounded(),
            width: size.width, height: size.height)
        frame = slide(frame, into: input.region).overlap(with: input.region)
        if frame.isNull { frame = Rect(origin: input.region.origin, size: .zero) }
        return PopoverGeometry(
            frame: frame, contentFrame: frame, arrowDirection: [], arrowOffset: 0,
            arrowTip: frame.center, arrowBase: [])
    }
}
