import CairoGraphics
import Foundation
import OutputFiles

/// Writes an animated PNG frame by frame, in order, to a file: signature, `IHDR`, `acTL` and the first
/// frame's ancillary chunks, then per frame an `fcTL` and its image data (`IDAT` for the first frame,
/// which is also the still image, `fdAT` for the others), then `IEND`.
///
/// Each frame replaces its rectangle of the canvas (the `fcTL` offset and size; dispose `NONE`, blend
/// `SOURCE`), the first one the whole canvas; every frame must carry the first frame's header (canvas
/// size, bit depth, colour type). Sequence numbers count `fcTL` and `fdAT`
/// chunks from 0. The file appears under its name only once complete, by one rename over any earlier file
/// (``PendingOutputFile``): a kill at any moment leaves the old animation or the new one.
final class APNGWriter {
    let path: String
    let frameCount: Int
    let loopCount: UInt32
    private let file: PendingOutputFile
    private var header: Data?
    private var written = 0
    private var sequence: UInt32 = 0

    /// Starts a file that will hold `frameCount` frames and play `loopCount` times (0: forever); a new file is
    /// recorded as one of `run`'s outputs once complete.
    init(path: String, frameCount: Int, loopCount: UInt32, policy: OutputPolicy, run: OutputRun? = nil)
        throws(RenderingError)
    {
        self.path = path
        self.frameCount = frameCount
        self.loopCount = loopCount
        do {
            file = try PendingOutputFile(path: path, policy: policy, run: run)
            try file.append(Data(PNGChunkParser.signature))
        } catch {
            throw RenderingError(error)
        }
    }

    /// Appends the next frame, shown for `delay`.
    func append(_ frame: APNGFrameData, delay: APNGFrameDelay) throws(RenderingError) {
        if let header {
            guard frame.header == header else {
                throw .invalidOption(
                    "frame \(written) differs from frame 0 in size or colour type; an animated PNG needs the same for every frame"
                )
            }
        } else {
            header = frame.header
            try write([PNGChunk(type: "IHDR", data: frame.header), actl()] + frame.ancillary)
        }
        guard written > 0 || frame.region == frame.fullCanvas else {
            throw .invalidOption("the first frame of an animated PNG must cover the whole canvas")
        }
        let control = fctl(region: frame.region, delay: delay)
        let image =
            written == 0
            ? PNGChunk(type: "IDAT", data: frame.imageData)
            : PNGChunk(type: "fdAT", data: Self.bytes(nextSequence()) + frame.imageData)
        try write([control, image])
        written += 1
    }

    /// Writes `IEND` and moves the file into place; throws unless every announced frame was appended.
    func finish() throws(RenderingError) {
        guard written == frameCount else {
            throw .invalidOption("the animated PNG announced \(frameCount) frames but got \(written)")
        }
        try write([PNGChunk(type: "IEND", data: Data())])
        do {
            try file.commit()
        } catch {
            throw RenderingError(error)
        }
    }

    /// Closes and removes the unfinished file.
    func abandon() {
        file.abandon()
    }

    private func actl() -> PNGChunk {
        PNGChunk(type: "acTL", data: Self.bytes(UInt32(frameCount)) + Self.bytes(loopCount))
    }

    private func fctl(region: PixelRect, delay: APNGFrameDelay) -> PNGChunk {
        var data = Self.bytes(nextSequence())
        for field in [region.width, region.height, region.x, region.y] { data.append(Self.bytes(UInt32(field))) }
        data.append(Self.bytes(delay.numerator))
        data.append(Self.bytes(delay.denominator))
        data.append(contentsOf: [0, 0])  // dispose NONE, blend SOURCE
        return PNGChunk(type: "fcTL", data: data)
    }

    private func nextSequence() -> UInt32 {
        defer { sequence += 1 }
        return sequence
    }

    private func write(_ chunks: [PNGChunk]) throws(RenderingError) {
        for chunk in chunks {
            let bytes: Data
            do {
                bytes = try chunk.serialized()
            } catch {
                throw .graphicsFailure(String(describing: error))
            }
            do {
                try file.append(bytes)
            } catch {
                throw RenderingError(error)
            }
        }
    }

    static func bytes(_ value: UInt32) -> Data {
        Data([UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    static func bytes(_ value: UInt16) -> Data {
        Data([UInt8(value >> 8), UInt8(value & 0xFF)])
    }
}

/// A frame's display time as the `delay_num / delay_den` fraction of an APNG `fcTL` chunk (16 bits each).
struct APNGFrameDelay: Equatable {
    let numerator: UInt16
    let denominator: UInt16

    /// The fraction for `seconds`: exact when a denominator up to 1000 gives a whole numerator (1/60 s is
    /// 1/60), otherwise the nearest millisecond; clamped to what 16 bits hold.
    init(seconds: Double) {
        let value = max(0, seconds.isFinite ? seconds : 0)
        for denominator in 1...1000 {
            let numerator = value * Double(denominator)
            if abs(numerator - numerator.rounded()) < 1e-6, numerator.rounded() <= Double(UInt16.max) {
                self.init(numerator: UInt16(numerator.rounded()), denominator: UInt16(denominator))
                return
            }
        }
        let milliseconds = min(Double(UInt16.max), (value * 1000).rounded())
        self.init(numerator: UInt16(milliseconds), denominator: 1000)
    }

    init(numerator: UInt16, denominator: UInt16) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// The delay in seconds.
    var seconds: Double { Double(numerator) / Double(denominator) }
}
