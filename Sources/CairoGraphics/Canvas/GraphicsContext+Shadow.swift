import CCairo

extension GraphicsContext {
    /// Draws the blurred drop shadow that `path` would cast, without drawing the path itself.
    ///
    /// The shape is offset by the shadow's offset (in user space), rasterised
    /// into an 8-bit mask covering only its bounding box plus the blur's reach,
    /// blurred with three box passes approximating a Gaussian of σ = radius / 2
    /// (scaled to device pixels), and composited in the shadow colour. Vector
    /// canvases receive the mask as an embedded image. The current clip applies.
    public func drawShadow(_ shadow: DropShadow, of path: GraphicsPath, rule: FillRule = .winding) {
        guard shadow.opacity > 0, shadow.color.alpha > 0, !path.isEmpty else { return }
        note(.drawShadow(shadow, path: path, rule: rule, resolution: shadowResolution))
        do {
            try drawShadowMask(shadow, of: path, rule: rule)
        } catch {
            record(error)
        }
    }

    private func drawShadowMask(_ shadow: DropShadow, of path: GraphicsPath, rule: FillRule) throws(GraphicsError) {
        cairo_save(pointer)
        cairo_translate(pointer, shadow.offsetX, shadow.offsetY)
        let userToDevice = currentTransform
        let shapeBounds = deviceBounds(of: path, rule: rule)
        cairo_restore(pointer)
        guard let shapeBounds, let visibleBounds = visibleDeviceBounds() else { return }
        let deviceScale = abs(userToDevice.a * userToDevice.d - userToDevice.b * userToDevice.c).squareRoot()
        let blur = BoxBlur(sigma: max(shadow.radius, 0) / 2 * deviceScale * shadowResolution)
        guard
            let mask = try ShadowMask.render(
                path: path, rule: rule, userToDevice: userToDevice,
                shapeBounds: shapeBounds, visibleBounds: visibleBounds, blur: blur, resolution: shadowResolution
            )
        else { return }
        composite(mask, color: shadow.color.multiplyingAlpha(by: min(shadow.opacity, 1)))
    }

    /// Device-pixel bounds (at shadow resolution) of the filled path under the current transform.
    private func deviceBounds(of path: GraphicsPath, rule: FillRule) -> PixelBounds? {
        replace(with: path, rule: rule)
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_fill_extents(pointer, &x1, &y1, &x2, &y2)
        cairo_new_path(pointer)
        guard x2 > x1, y2 > y1 else { return nil }
        let corners = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)].map { currentTransform.apply(x: $0.0, y: $0.1) }
        return scaledBounds(xs: corners.map(\.x), ys: corners.map(\.y))
    }

    /// Device-pixel bounds (at shadow resolution) of the current clip region.
    private func visibleDeviceBounds() -> PixelBounds? {
        cairo_save(pointer)
        cairo_identity_matrix(pointer)
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(pointer, &x1, &y1, &x2, &y2)
        cairo_restore(pointer)
        return scaledBounds(xs: [x1, x2], ys: [y1, y2])
    }

    private func scaledBounds(xs: [Double], ys: [Double]) -> PixelBounds? {
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        let scale = shadowResolution
        return PixelBounds(covering: minX * scale, minY * scale, maxX * scale, maxY * scale)
    }

    private func composite(_ mask: ShadowMask, color: RGBAColor) {
        cairo_save(pointer)
        cairo_identity_matrix(pointer)
        cairo_set_source_rgba(pointer, color.red, color.green, color.blue, color.alpha)
        cairo_mask_surface(pointer, mask.surface.pointer, mask.originX, mask.originY)
        cairo_restore(pointer)
    }
}
