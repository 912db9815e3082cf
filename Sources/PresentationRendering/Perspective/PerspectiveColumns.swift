import PresentationKit

extension PerspectiveLayout {
    /// The columns of a node turned about the vertical axis only, whose 2-D transform keeps axes
    /// (vertical lines then stay vertical on the window).
    struct ColumnStrips {
        let box: Rect
        let projection: Projection
        /// The window area that can show anything (the clip).
        let visible: Rect

        /// The widest column, in device pixels.
        static let maximumWidth = 8.0

        func strips() -> [PerspectiveStrip] {
            let left = pixelX(box.minX)
            let right = pixelX(box.maxX)
            let scale = projection.pixelScale
            guard abs(right - left) >= 0.25 else { return [] }
            let low = max(min(left, right), (visible.minX * scale).rounded(.down))
            let high = min(max(left, right), (visible.maxX * scale).rounded(.up))
            guard high > low else { return [] }
            let boundaries = pixelBoundaries(from: low, to: high)
            let localXs = boundaries.map { localX(atPixel: $0) }
            return zip(boundaries.indices.dropLast(), boundaries.indices.dropFirst()).compactMap { first, second in
                column(
                    from: localXs[first], to: localXs[second], pixelLeft: boundaries[first],
                    pixelRight: boundaries[second])
            }
        }

        /// Where a local x lands on the window, in device pixels.
        private func pixelX(_ x: Double) -> Double {
            projection.window(Point(x: x, y: projection.center.y)).x * projection.pixelScale
        }

        /// The column edges in device pixels: the outer edges, and whole pixels between them every
        /// `step` pixels, where `step` keeps the slant of the top and bottom edges within a pixel per column.
        private func pixelBoundaries(from low: Double, to high: Double) -> [Double] {
            let slant = max(edgeSlant(box.minY), edgeSlant(box.maxY))
            let step = max(1, min(Self.maximumWidth, (1 / max(slant, 1e-9)).rounded(.down)))
            var boundaries = [low]
            var next = low.rounded(.down) + step
            while next < high - 1e-9 {
                if next > low + 1e-9 { boundaries.append(next) }
                next += step
            }
            boundaries.append(high)
            return boundaries
        }

        /// How many pixels the projected edge at local `y` rises or falls per pixel across.
        private func edgeSlant(_ y: Double) -> Double {
            let start = projection.window(Point(x: box.minX, y: y))
            let end = projection.window(Point(x: box.maxX, y: y))
            let across = abs(end.x - start.x)
            return across > 0 ? abs(end.y - start.y) / across : 0
        }

        /// The local x that lands on device pixel `pixel` (bisection: the projection is monotonic in x).
        private func localX(atPixel pixel: Double) -> Double {
            var low = box.minX
            var high = box.maxX
            let increasing = pixelX(high) >= pixelX(low)
            for _ in 0..<60 {
                let middle = (low + high) / 2
                if (pixelX(middle) < pixel) == increasing { low = middle } else { high = middle }
            }
            return (low + high) / 2
        }

        /// The column between two local xs, whose vertical edges are the device-pixel positions given.
        private func column(
            from firstX: Double, to secondX: Double, pixelLeft: Double,
            pixelRight: Double
        ) -> PerspectiveStrip? {
            let xa = min(firstX, secondX)
            let xb = max(firstX, secondX)
            guard xb > xa else { return nil }
            let scale = projection.pixelScale
            func edge(_ x: Double, atPixel pixel: Double) -> (top: Point, bottom: Point) {
                let top = projection.window(Point(x: x, y: box.minY))
                let bottom = projection.window(Point(x: x, y: box.maxY))
                return (Point(x: pixel / scale, y: top.y), Point(x: pixel / scale, y: bottom.y))
            }
            let left = edge(firstX, atPixel: pixelLeft)
            let right = edge(secondX, atPixel: pixelRight)
            let outline = ConvexPolygon(points: [left.top, right.top, right.bottom, left.bottom])
            return PerspectiveStrip(
                source: Rect(x: xa, y: box.minY, width: xb - xa, height: box.height),
                outline: outline, transform: contentTransform(from: xa, to: xb),
                brightness: projection.brightness(at: Point(x: (xa + xb) / 2, y: projection.center.y)))
        }

        /// Local to window for a column's content: x linear between the projected edges, y scaled about the
        /// centre line by the perspective at the column's middle.
        private func contentTransform(from xa: Double, to xb: Double) -> AffineTransform {
            let center = projection.center
            let start = projection.projected(Point(x: xa, y: center.y)).x
            let end = projection.projected(Point(x: xb, y: center.y)).x
            let middle = (xa + xb) / 2
            let scaleY =
                projection.projected(Point(x: middle, y: center.y + 1)).y
                - projection.projected(Point(x: middle, y: center.y)).y
            let scaleX = (end - start) / (xb - xa)
            let local = AffineTransform(
                a: scaleX, b: 0, c: 0, d: scaleY, tx: start - scaleX * xa,
                ty: center.y - scaleY * center.y)
            return local.concatenating(projection.transform)
        }
    }
}
