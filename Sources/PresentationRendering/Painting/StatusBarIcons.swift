import CairoGraphics

/// The status bar's cellular, Wi-Fi and battery glyphs as vector paths, sized like iOS's (at 1×: signal
/// 17 × 11, Wi-Fi 15.5 × 11, battery 27 × 12 pt), full signal and a full battery.
struct StatusBarIcons {
    let context: GraphicsContext
    let color: RGBAColor
    /// Multiplies every glyph dimension.
    let scale: Double

    private static let signalWidth = 17.0, wifiWidth = 15.5, batteryWidth = 27.0
    private static let signalToWifi = 5.0, wifiToBattery = 5.5

    /// The whole group's width.
    var width: Double {
        (Self.signalWidth + Self.signalToWifi + Self.wifiWidth + Self.wifiToBattery + Self.batteryWidth) * scale
    }

    /// Draws the three glyphs left to right, starting at `x`, vertically centred on `centerY`.
    func draw(startingAt x: Double, centerY: Double) {
        drawSignal(x: x, centerY: centerY)
        let wifiX = x + (Self.signalWidth + Self.signalToWifi) * scale
        drawWiFi(x: wifiX, centerY: centerY)
        drawBattery(x: wifiX + (Self.wifiWidth + Self.wifiToBattery) * scale, centerY: centerY)
    }

    /// The signal bars' width.
    var signalWidth: Double { Self.signalWidth * scale }

    /// Draws the battery so that its cap ends at `maxX`.
    func drawBattery(endingAt maxX: Double, centerY: Double) {
        drawBattery(x: maxX - Self.batteryWidth * scale, centerY: centerY)
    }

    /// Four bars rising left to right, bottom-aligned.
    func drawSignal(x: Double, centerY: Double) {
        let barWidth = 3 * scale
        let gap = 1.7 * scale
        let bottom = centerY + 5.5 * scale
        var path = GraphicsPath()
        for (index, height) in [4.0, 6.3, 8.6, 11].enumerated() {
            path.addRoundedRect(
                x: x + Double(index) * (barWidth + gap), y: bottom - height * scale,
                width: barWidth, height: height * scale, cornerRadius: scale, style: .circular)
        }
        context.setColor(color)
        context.fill(path)
    }

    /// A fan of two round-capped arcs above a wedge, opening upwards from the bottom centre.
    func drawWiFi(x: Double, centerY: Double) {
        let apexX = x + Self.wifiWidth / 2 * scale
        let apexY = centerY + 5.5 * scale
        let spread = 45 * Double.pi / 180
        let up = -Double.pi / 2
        var wedge = GraphicsPath()
        wedge.move(toX: apexX, y: apexY)
        wedge.addArc(
            centerX: apexX, centerY: apexY, radius: 4.3 * scale, startAngle: up - spread, endAngle: up + spread)
        wedge.closeSubpath()
        context.setColor(color)
        context.fill(wedge)
        let thickness = 2.3 * scale
        for radius in [6.6, 10.0] {
            let mid = radius * scale
            let capAngle = thickness / 2 / mid
            var arc = GraphicsPath()
            arc.addArc(
                centerX: apexX, centerY: apexY, radius: mid,
                startAngle: up - spread + capAngle, endAngle: up + spread - capAngle)
            context.stroke(arc, style: .init(lineWidth: thickness, lineCap: .round))
        }
    }

    /// A rounded outline at reduced opacity, a full charge inside it and a small cap on the right.
    private func drawBattery(x: Double, centerY: Double) {
        let bodyWidth = 24.5 * scale
        let bodyHeight = 12 * scale
        let line = 1 * scale
        let top = centerY - bodyHeight / 2
        var outline = GraphicsPath()
        outline.addRoundedRect(
            x: x + line / 2, y: top + line / 2, width: bodyWidth - line, height: bodyHeight - line,
            cornerRadius: 3.6 * scale, style: .continuous)
        context.setColor(color.multiplyingAlpha(by: 0.35))
        context.stroke(outline, style: .init(lineWidth: line))
        var cap = GraphicsPath()
        cap.addRoundedRect(
            x: x + bodyWidth + 1 * scale, y: centerY - 2 * scale, width: 1.5 * scale, height: 4 * scale,
            radii: .init(topLeft: 0, topRight: 0.75 * scale, bottomLeft: 0, bottomRight: 0.75 * scale),
            style: .circular)
        context.setColor(color.multiplyingAlpha(by: 0.4))
        context.fill(cap)
        var charge = GraphicsPath()
        let inset = 2 * scale
        charge.addRoundedRect(
            x: x + inset, y: top + inset, width: bodyWidth - 2 * inset, height: bodyHeight - 2 * inset,
            cornerRadius: 2 * scale, style: .continuous)
        context.setColor(color)
        context.fill(charge)
    }
}
