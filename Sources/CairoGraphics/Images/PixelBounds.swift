/// An integer rectangle in (possibly supersampled) device pixels.
struct PixelBounds: Equatable {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    var width: Int { maxX - minX }
    var height: Int { maxY - minY }
    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The smallest pixel rectangle covering the given real-valued bounds, or nil if they are not finite.
    init?(covering minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) {
        let limit = Double(Int32.max)
        guard [minX, minY, maxX, maxY].allSatisfy({ $0.isFinite && abs($0) < limit }) else { return nil }
        self.minX = Int(minX.rounded(.down))
        self.minY = Int(minY.rounded(.down))
        self.maxX = Int(maxX.rounded(.up))
        self.maxY = Int(maxY.rounded(.up))
    }

    /// These bounds grown by `amount` pixels on every side.
    func expanded(by amount: Int) -> PixelBounds {
        var result = self
        result.minX -= amount
        result.minY -= amount
        result.maxX += amount
        result.maxY += amount
        return result
    }

    /// The overlap of two bounds (possibly empty).
    func intersection(_ other: PixelBounds) -> PixelBounds {
        var result = self
        result.minX = max(minX, other.minX)
        result.minY = max(minY, other.minY)
        result.maxX = min(maxX, other.maxX)
        result.maxY = min(maxY, other.maxY)
        return result
    }
}
