/// The size a tab bar gives a symbol: the Human Interface Guidelines' target size for the symbol's shape, so
/// that symbols of different shapes look equally large side by side (a circled symbol is not drawn larger
/// than a square one, a wide one keeps its height).
///
/// The HIG's tab bar icon sizes, regular and compact bars: circular 25 × 25 and 18 × 18 pt, square 23 × 23
/// and 17 × 17, wide 31 and 23 pt wide, tall 28 and 20 pt tall (see the metrics table). A symbol is set at the
/// largest point size whose glyph box fits its shape's target; a wide symbol is at most a square one's height
/// and a tall one at most a square one's width.
struct TabBarSymbolTarget {
    /// The symbol's shape, by which the HIG sizes tab bar icons.
    enum Shape: Equatable {
        case circular, square, wide, tall
    }

    /// The box the glyph is fitted into, in points.
    let size: Size

    /// The target for a symbol whose glyph box is `box` (in glyph units), in a compact or regular bar.
    init(glyphBox box: Size, compact: Bool, metrics: PresentationMetrics) {
        let square = metrics[compact ? .tabBarCompactSquareSymbolSide : .tabBarSquareSymbolSide]
        switch Self.shape(ofGlyphBox: box) {
        case .circular:
            let side = metrics[compact ? .tabBarCompactSymbolSize : .tabBarSymbolSize]
            size = Size(width: side, height: side)
        case .square: size = Size(width: square, height: square)
        case .wide:
            size = Size(
                width: metrics[compact ? .tabBarCompactWideSymbolWidth : .tabBarWideSymbolWidth], height: square)
        case .tall:
            size = Size(
                width: square, height: metrics[compact ? .tabBarCompactTallSymbolHeight : .tabBarTallSymbolHeight])
        }
    }

    /// The point size that fits a glyph box of `box` glyph units into the target.
    func pointSize(box: Size) -> Double {
        min(size.width / box.width, size.height / box.height)
    }

    /// Circular for a glyph drawn in a circle (a square box of 1.2 glyph units or more: circled symbols, the
    /// clock); otherwise by the box's proportions: wide from 1.15 : 1, tall from 1 : 1.15, square between.
    static func shape(ofGlyphBox box: Size) -> Shape {
        if box.width == box.height, box.width >= 1.2 { return .circular }
        let aspect = box.width / box.height
        if aspect >= 1.15 { return .wide }
        if aspect <= 1 / 1.15 { return .tall }
        return .square
    }
}
