extension RenderTree {
    /// A deterministic, line-per-view text form of the tree: the layout's reviewable truth.
    ///
    /// First the window line (device, configuration, size, scale, clock), then the system chrome, then
    /// one line per view, indented by depth, listing only what differs from a plain view.
    public func textDump() -> String {
        var lines = [header()]
        if let statusBar {
            let fade = statusBar.fade.map {
                " fading-from=\($0.from.rawValue) \(LayoutNumberFormat.fixed($0.progress, decimals: 3))"
            }
            lines.append(
                "status-bar \(LayoutNumberFormat.rect(statusBar.frame)) style=\(statusBar.style.rawValue)\(fade ?? "")")
        }
        if let homeIndicator {
            lines.append(
                "home-indicator \(LayoutNumberFormat.rect(homeIndicator.frame)) color=\(homeIndicator.color.hexString)")
        }
        if let slideOverHandle {
            lines.append(
                "slide-over-handle \(LayoutNumberFormat.rect(slideOverHandle.frame)) style=\(slideOverHandle.style.rawValue)"
                    + " color=\(slideOverHandle.color.hexString)")
        }
        appendLines(for: root, depth: 0, to: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private func header() -> String {
        var parts = ["window", device, orientation.rawValue]
        if multitasking != .fullScreen { parts.append(multitasking.rawValue) }
        parts += [
            era.rawValue, appearance.rawValue,
            "\(LayoutNumberFormat.compact(size.width))x\(LayoutNumberFormat.compact(size.height))",
            "@\(LayoutNumberFormat.compact(scale))x",
            "safe=\(LayoutNumberFormat.compact(safeAreaInsets.top)),\(LayoutNumberFormat.compact(safeAreaInsets.left)),\(LayoutNumberFormat.compact(safeAreaInsets.bottom)),\(LayoutNumberFormat.compact(safeAreaInsets.right))",
            "corner=\(LayoutNumberFormat.compact(displayCornerRadius))",
            "t=\(LayoutNumberFormat.fixed(time, decimals: 3))",
        ]
        return parts.joined(separator: " ")
    }

    private func appendLines(for node: RenderNode, depth: Int, to lines: inout [String]) {
        lines.append(String(repeating: "  ", count: depth) + Self.describe(node))
        for child in node.children { appendLines(for: child, depth: depth + 1, to: &lines) }
    }

    static func describe(_ node: RenderNode) -> String {
        var parts = [node.role.rawValue]
        if let label = node.label { parts.append("\"\(label)\"") }
        parts.append(LayoutNumberFormat.rect(node.frame))
        if !isTranslation(node.transform) {
            parts.append("scale=\(LayoutNumberFormat.compact(node.transform.xScale))")
        }
        if let flip = node.transform3D {
            parts.append("rot-y=\(LayoutNumberFormat.compact(flip.rotationY))")
        }
        if let curl = node.pageCurl { parts.append("curl=\(LayoutNumberFormat.compact(curl))") }
        if node.alpha < 1 { parts.append("alpha=\(LayoutNumberFormat.compact(node.alpha))") }
        if let color = node.backgroundColor { parts.append("bg=\(color.hexString)") }
        if node.cornerRadius > 0 { parts.append(cornerDescription(node)) }
        if node.clipsToBounds { parts.append("clip") }
        if case .popoverBubble(_, _, let arrow, let arrowColor) = node.shape, arrow.count == 3 {
            let tip = arrow[1].applying(node.transform)
            parts.append("arrow-tip=(\(LayoutNumberFormat.compact(tip.x)),\(LayoutNumberFormat.compact(tip.y)))")
            if let arrowColor { parts.append("arrow-bg=\(arrowColor.hexString)") }
        }
        if let shadow = node.shadow {
            parts.append(
                "shadow=\(shadow.color.hexString)/r\(LayoutNumberFormat.compact(shadow.radius))"
                    + "/y\(LayoutNumberFormat.compact(shadow.offset.height))")
        }
        if let border = node.border {
            parts.append("border=\(LayoutNumberFormat.compact(border.width))\(border.color.hexString)")
        }
        if let text = node.text { parts.append("text=\"\(text)\"") }
        if let typeset = node.typesetText {
            parts.append("typeset=\"\(typeset.lines.map(\.text).joined(separator: "\\n"))\"")
        }
        if let image = node.image { parts.append("image=\"\(image.name)\" \(LayoutNumberFormat.rect(image.rect))") }
        return parts.joined(separator: " ")
    }

    private static func cornerDescription(_ node: RenderNode) -> String {
        var text = "radius=\(LayoutNumberFormat.compact(node.cornerRadius))"
        if node.maskedCorners == .top {
            text += "[top]"
        } else if node.maskedCorners == .bottom {
            text += "[bottom]"
        } else if node.maskedCorners != .all {
            text += "[mask=\(node.maskedCorners.rawValue)]"
        }
        if node.cornerCurve == .continuous { text += "~" }
        return text
    }

    private static func isTranslation(_ transform: AffineTransform) -> Bool {
        abs(transform.a - 1) < 1e-9 && abs(transform.d - 1) < 1e-9 && abs(transform.b) < 1e-9 && abs(transform.c) < 1e-9
    }
}
