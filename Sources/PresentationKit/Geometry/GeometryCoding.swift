import Foundation

// Points, sizes and rectangles are written to JSON as keyed objects — `{"x": …, "y": …}`,
// `{"width": …, "height": …}`, `{"origin": …, "size": …}` — the format the device catalog, custom device
// profiles and render-tree JSON have always used. Foundation on Linux would write `CGPoint` and friends as
// arrays; these overloads are more specific than the generic `encode(_:forKey:)`, so the conformances the
// compiler synthesises in this module pick them.

/// The keyed form of a point.
private struct KeyedPoint: Codable {
    var x: Double
    var y: Double
}

/// The keyed form of a size.
private struct KeyedSize: Codable {
    var width: Double
    var height: Double
}

/// The keyed form of a rectangle.
private struct KeyedRect: Codable {
    var origin: KeyedPoint
    var size: KeyedSize
}

extension KeyedPoint {
    init(_ point: CGPoint) { self.init(x: point.x, y: point.y) }
    var point: CGPoint { CGPoint(x: x, y: y) }
}

extension KeyedSize {
    init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    var size: CGSize { CGSize(width: width, height: height) }
}

extension KeyedRect {
    init(_ rect: CGRect) { self.init(origin: KeyedPoint(rect.origin), size: KeyedSize(rect.size)) }
    var rect: CGRect { CGRect(origin: origin.point, size: size.size) }
}

extension KeyedEncodingContainer {
    mutating func encode(_ value: CGPoint, forKey key: Key) throws { try encode(KeyedPoint(value), forKey: key) }
    mutating func encode(_ value: CGSize, forKey key: Key) throws { try encode(KeyedSize(value), forKey: key) }
    mutating func encode(_ value: CGRect, forKey key: Key) throws { try encode(KeyedRect(value), forKey: key) }
    mutating func encode(_ value: [CGPoint], forKey key: Key) throws {
        try encode(value.map(KeyedPoint.init), forKey: key)
    }
    mutating func encodeIfPresent(_ value: CGRect?, forKey key: Key) throws {
        try encodeIfPresent(value.map(KeyedRect.init), forKey: key)
    }
    mutating func encodeIfPresent(_ value: CGSize?, forKey key: Key) throws {
        try encodeIfPresent(value.map(KeyedSize.init), forKey: key)
    }
    mutating func encodeIfPresent(_ value: CGPoint?, forKey key: Key) throws {
        try encodeIfPresent(value.map(KeyedPoint.init), forKey: key)
    }
}

extension KeyedDecodingContainer {
    func decode(_ type: CGPoint.Type, forKey key: Key) throws -> CGPoint {
        try decode(KeyedPoint.self, forKey: key).point
    }
    func decode(_ type: CGSize.Type, forKey key: Key) throws -> CGSize {
        try decode(KeyedSize.self, forKey: key).size
    }
    func decode(_ type: CGRect.Type, forKey key: Key) throws -> CGRect {
        try decode(KeyedRect.self, forKey: key).rect
    }
    func decode(_ type: [CGPoint].Type, forKey key: Key) throws -> [CGPoint] {
        try decode([KeyedPoint].self, forKey: key).map(\.point)
    }
    func decodeIfPresent(_ type: CGRect.Type, forKey key: Key) throws -> CGRect? {
        try decodeIfPresent(KeyedRect.self, forKey: key)?.rect
    }
    func decodeIfPresent(_ type: CGSize.Type, forKey key: Key) throws -> CGSize? {
        try decodeIfPresent(KeyedSize.self, forKey: key)?.size
    }
    func decodeIfPresent(_ type: CGPoint.Type, forKey key: Key) throws -> CGPoint? {
        try decodeIfPresent(KeyedPoint.self, forKey: key)?.point
    }
}
