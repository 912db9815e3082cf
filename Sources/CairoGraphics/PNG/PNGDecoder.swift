import CCairo
import Foundation
import OutputFiles

/// Decodes PNG files into straight-alpha 8-bit RGBA with libpng's simplified
/// API (which handles libpng errors internally, so nothing longjmps through Swift).
public enum PNGDecoder {
    /// Images with a side above this many pixels are rejected before decoding.
    public static let maximumDimension = 32768

    /// Decodes PNG bytes; any colour type and bit depth is converted to RGBA8. An image whose header declares
    /// more than `maximumPixelCount` pixels (or a side above ``maximumDimension``) is refused from the header
    /// alone, before any pixel memory is allocated: a small file can declare a huge image.
    public static func decode(_ data: Data, maximumPixelCount: Int = Int.max) throws(GraphicsError) -> RGBAImage {
        let result: Decoding = data.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else {
                return .failure(.pngDecodingFailed("the data is empty"))
            }
            return decode(base, count: bytes.count, maximumPixelCount: maximumPixelCount)
        }
        return try result.get()
    }

    /// The width and height the PNG's header declares, read without decoding a pixel: what a caller checks before
    /// it lets a small file make it allocate a huge image.
    public static func declaredSize(of data: Data) throws(GraphicsError) -> (width: Int, height: Int) {
        let result: Result<(width: Int, height: Int), GraphicsError> = data.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else {
                return .failure(.pngDecodingFailed("the data is empty"))
            }
            var image = png_image()
            image.version = pk_png_image_version
            guard png_image_begin_read_from_memory(&image, base, bytes.count) != 0 else {
                return .failure(.pngDecodingFailed(message(of: &image)))
            }
            defer { png_image_free(&image) }
            return .success((Int(image.width), Int(image.height)))
        }
        return try result.get()
    }

    /// Reads and decodes the PNG file at `path`.
    public static func decode(contentsOfFile path: String) throws(GraphicsError) -> RGBAImage {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw GraphicsError.fileOperationFailed(
                operation: "read", path: path, reason: FileErrorText.reason(for: error))
        }
        return try decode(data)
    }

    private typealias Decoding = Result<RGBAImage, GraphicsError>

    private static func decode(_ base: UnsafeRawPointer, count: Int, maximumPixelCount: Int) -> Decoding {
        var image = png_image()
        image.version = pk_png_image_version
        guard png_image_begin_read_from_memory(&image, base, count) != 0 else {
            return .failure(.pngDecodingFailed(message(of: &image)))
        }
        defer { png_image_free(&image) }
        let width = Int(image.width)
        let height = Int(image.height)
        guard width <= maximumDimension, height <= maximumDimension else {
            return .failure(.pngDecodingFailed("\(width)×\(height) px exceeds the \(maximumDimension) px limit"))
        }
        guard width * height <= maximumPixelCount else {
            return .failure(
                .pngDecodingFailed(
                    "its header declares \(width)×\(height) px, more than the \(maximumPixelCount) pixels allowed here")
            )
        }
        image.format = pk_png_format_rgba
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { buffer in
            png_image_finish_read(&image, nil, buffer.baseAddress, Int32(width * 4), nil)
        }
        guard finished != 0 else {
            return .failure(.pngDecodingFailed(message(of: &image)))
        }
        return Result { () throws(GraphicsError) in try RGBAImage(width: width, height: height, bytes: pixels) }
    }

    private static func message(of image: inout png_image) -> String {
        let text = withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        png_image_free(&image)
        return text.isEmpty ? "libpng gave no reason" : text
    }
}
