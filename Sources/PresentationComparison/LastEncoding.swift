import CairoGraphics
import Foundation

/// The last snapshot image encoded as a reference PNG, kept so that encoding the very same image again costs
/// nothing.
///
/// The entry holds on to its pixels, so their buffer cannot be freed and reused by another image while it
/// is the key: comparing buffer addresses is then as good as comparing every byte, at no cost. The kept bytes
/// are plain arrays, not `Data` or `String`, whose storage references carry tag bits: LeakSanitizer could not
/// see them and would report the entry, which lives until the process exits, as leaked.
final class LastEncoding: @unchecked Sendable {
    // @unchecked: `entry` is only touched while holding `lock` (an NSLock, which ThreadSanitizer sees).
    private let lock = NSLock()
    private var entry: (pixels: RGBAImage, layout: [UInt8]?, png: [UInt8])?

    /// The one cache of the process.
    static let shared = LastEncoding()

    /// The PNG of `pixels` with `layout`: the kept one when it is of the same buffer and layout, otherwise
    /// `encode()`'s, which is then kept.
    func data(
        for pixels: RGBAImage, layout: String?, encode: () throws(GraphicsError) -> Data
    ) throws(GraphicsError) -> Data {
        let layoutBytes = layout.map { Array($0.utf8) }
        if let kept = lock.withLock({ entry }), kept.layout == layoutBytes, Self.sameBuffer(kept.pixels, pixels) {
            return Data(kept.png)
        }
        let data = try encode()
        lock.withLock { entry = (pixels, layoutBytes, [UInt8](data)) }
        return data
    }

    /// Whether the two images are one buffer of pixels with one size.
    static func sameBuffer(_ first: RGBAImage, _ second: RGBAImage) -> Bool {
        guard first.width == second.width, first.height == second.height else { return false }
        return first.bytes.withUnsafeBytes { left in
            second.bytes.withUnsafeBytes { right in
                left.baseAddress != nil && left.baseAddress == right.baseAddress && left.count == right.count
            }
        }
    }
}
