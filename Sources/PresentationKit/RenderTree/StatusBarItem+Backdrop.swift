extension StatusBarItem {
    /// The height of the middle of the bar's clock and icons: level with the middle of a Dynamic Island,
    /// just below the middle of a notch (which hangs from the top edge), else the middle of the band.
    public func glyphCenterY(housing: SensorHousing?) -> Double {
        guard arrangement == .ears, let housing else { return frame.midY }
        return frame.minY + (housing.kind == .dynamicIsland ? housing.top + housing.height / 2 : housing.height / 2 + 1)
    }

    /// Where the glyphs sit, for reading the colour under them: a fifth of the width in from each side (the
    /// clock's side and the icons' side), on the glyphs' middle line.
    public func glyphPoints(housing: SensorHousing?) -> [Point] {
        let inset = frame.width / 5
        let y = glyphCenterY(housing: housing)
        return [Point(x: frame.minX + inset, y: y), Point(x: frame.maxX - inset, y: y)]
    }

    /// The colour the glyphs are drawn in for `appearance`: the style's, or while a ``fade`` runs the two
    /// styles' colours mixed by its progress (what two layers of glyphs with complementary opacities show).
    public func glyphColor(for appearance: UserInterfaceStyle) -> ColorComponents {
        let color = style.resolved(for: appearance).glyphColor
        guard let fade else { return color }
        let start = fade.from.resolved(for: appearance).glyphColor
        func mix(_ from: Double, _ to: Double) -> Double { from + (to - from) * fade.progress }
        return ColorComponents(
            red: mix(start.red, color.red), green: mix(start.green, color.green), blue: mix(start.blue, color.blue))
    }

    /// The colours `root` shows under the glyphs, over the black screen.
    func backdrops(of root: RenderNode, housing: SensorHousing?) -> [ColorComponents] {
        glyphPoints(housing: housing).map { root.colorShown(at: $0, over: .screenBlack) }
    }
}

extension RenderTree {
    /// The colours the window shows under the status bar's glyphs (``StatusBarItem/glyphPoints(housing:)``), its
    /// views' backgrounds composited over the black screen; empty without a status bar.
    public var statusBarBackdrops: [ColorComponents] {
        guard let statusBar else { return [] }
        return statusBar.backdrops(of: root, housing: sensorHousing)
    }
}

extension StatusBarStyle {
    /// The colour of the glyphs: white for light content, black for dark content and `default` (its light
    /// appearance).
    package var glyphColor: ColorComponents {
        self == .lightContent ? ColorComponents(rgb: 0xFFFFFF) : ColorComponents(rgb: 0x000000)
    }

    /// Light or dark content, whichever contrasts more with the least contrasting of `backdrops`.
    package static func readable(over backdrops: [ColorComponents]) -> StatusBarStyle {
        func worstContrast(_ style: StatusBarStyle) -> Double {
            backdrops.map { style.glyphColor.contrastRatio(with: $0) }.min() ?? 1
        }
        return worstContrast(.lightContent) > worstContrast(.darkContent) ? .lightContent : .darkContent
    }
}

extension ColorComponents {
    /// The unlit display behind every window.
    static let screenBlack = ColorComponents(rgb: 0x000000)
}
