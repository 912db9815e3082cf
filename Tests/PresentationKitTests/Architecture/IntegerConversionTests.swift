import Foundation
import Testing
import WholeNumbers

/// `Int(_:)` traps on NaN, infinities and values beyond Int's range, so a computed `Double` that input can
/// make absurd goes through `Int(saturating:)`. The raw conversions left in `Sources/` are listed here, each
/// with the reason it cannot trap; a new one fails the review test until it is routed or listed.
@Suite struct IntegerConversionTests {
    /// `Int(saturating:)` is `Int(_:)` (truncation towards zero) wherever that does not trap, and saturates
    /// where it would: the behaviour of Swift's `Int(_:)` on representable values, as its documentation
    /// states, with NaN as 0.
    @Test func saturatingConversionNeverTraps() {
        #expect(Int(saturating: 2.9) == 2 && Int(saturating: -2.9) == -2 && Int(saturating: 0) == 0)
        #expect(Int(saturating: .nan) == 0)
        #expect(Int(saturating: .infinity) == .max && Int(saturating: -.infinity) == .min)
        #expect(Int(saturating: 1e308) == .max && Int(saturating: -1e308) == .min)
        // 2^63 is one past Int.max; -2^63 is Int.min exactly.
        #expect(Int(saturating: 0x1p63) == .max && Int(saturating: -0x1p63) == .min)
        // The largest Double below 2^63 converts exactly.
        #expect(Int(saturating: 0x1p63.nextDown) == Int(0x1p63.nextDown))
    }

    /// Why a raw `Int(…)` conversion cannot trap.
    enum Reason {
        /// It widens a fixed-width integer (UInt8, UInt16, UInt32, Int32, off_t), which always fits.
        case widening
        /// It parses text (`Int(String)` returns nil rather than trapping).
        case parsing
        /// The value is a constant of the code, not derived from input.
        case constant
        /// The line before checks that the value is finite and well within Int's range.
        case guarded
        /// `log10` of a finite positive Double lies within ±324.
        case logarithm
        /// A remainder modulo an Int count.
        case remainder
        /// 60 divided by a frame rate already checked to be in 1..<60.
        case frameRate
        /// A ratio of two tile counts, at most the frame count.
        case tiles
    }

    /// The raw conversions that remain, by file (relative to `Sources/`).
    static let reviewed: [String: [String: Reason]] = [
        "CairoGraphics/Canvas/GraphicsContext+Text.swift": [
            "Int(count)": .widening
        ],
        "CairoGraphics/Canvas/ImageSurface.swift": [
            "Int(cairo_image_surface_get_stride(pointer))": .widening
        ],
        "CairoGraphics/Canvas/RasterCanvas.swift": [
            "Int(cairo_image_surface_get_stride(pointer))": .widening,
            "Int(rounded)": .guarded,
        ],
        "CairoGraphics/Canvas/VectorDocumentMetadata.swift": [
            "Int($0)": .parsing
        ],
        "CairoGraphics/Canvas/VectorOutputSink.swift": [
            "Int(length)": .widening
        ],
        "CairoGraphics/Images/PixelBounds.swift": [
            "Int(maxX.rounded(.up))": .guarded,
            "Int(maxY.rounded(.up))": .guarded,
            "Int(minX.rounded(.down))": .guarded,
            "Int(minY.rounded(.down))": .guarded,
        ],
        "CairoGraphics/Images/RGBAImage+Difference.swift": [
            "Int(left[index + channel])": .widening,
            "Int(right[index + channel])": .widening,
        ],
        "CairoGraphics/PNG/PNGChunk.swift": [
            "Int(Int32.max)": .constant
        ],
        "CairoGraphics/PNG/PNGChunkParser.swift": [
            "Int(Int32.max)": .constant,
            "Int(readUInt32(bytes, at: offset))": .widening,
        ],
        "CairoGraphics/PNG/PNGDecoder.swift": [
            "Int(image.height)": .widening,
            "Int(image.width)": .widening,
        ],
        "CairoGraphics/PNG/PNGFilterChoice.swift": [
            "Int(byte)": .widening
        ],
        "CairoGraphics/PNG/PNGRowFilter.swift": [
            "Int(above)": .widening,
            "Int(aboveLeft)": .widening,
            "Int(left)": .widening,
        ],
        "CairoGraphics/Shadows/BoxBlur.swift": [
            "Int(line[column])": .widening,
            "Int(source[entering])": .widening,
            "Int(source[index])": .widening,
            "Int(source[leaving])": .widening,
        ],
        "CairoGraphics/Shadows/ShadowMask.swift": [
            "Int(cairo_image_surface_get_height(pointer))": .widening,
            "Int(cairo_image_surface_get_stride(pointer))": .widening,
            "Int(cairo_image_surface_get_width(pointer))": .widening,
        ],
        "OutputFiles/OutputDestination.swift": [
            "Int(PATH_MAX)": .constant
        ],
        "PresentationComparison/LabColor.swift": [
            "Int(channel)": .widening,
            "Int(pixel.alpha)": .widening,
        ],
        "PresentationComparison/NumberText.swift": [
            "Int(log10(value).rounded(.down))": .logarithm
        ],
        "PresentationComparison/PixelGrid.swift": [
            "Int(near.alpha)": .widening,
            "Int(near.blue)": .widening,
            "Int(near.green)": .widening,
            "Int(near.red)": .widening,
            "Int(value)": .widening,
        ],
        "PresentationComparison/PixelJudge.swift": [
            "Int(actual.alpha)": .widening,
            "Int(reference.alpha)": .widening,
        ],
        "PresentationComparison/PixelScan.swift": [
            "Int(a.alpha)": .widening,
            "Int(a.blue)": .widening,
            "Int(a.green)": .widening,
            "Int(a.red)": .widening,
            "Int(b.alpha)": .widening,
            "Int(b.blue)": .widening,
            "Int(b.green)": .widening,
            "Int(b.red)": .widening,
        ],
        "PresentationFigures/Building/AnnotationResolver.swift": [
            "Int(rounded)": .guarded
        ],
        "PresentationFigures/Building/FigureViewQuery.swift": [
            "Int(number)": .parsing
        ],
        "PresentationGallery/Shard.swift": [
            "Int((UInt64(digest.prefix(16), radix: 16) ?? 0) % UInt64(count))": .remainder,
            "Int(parts[0])": .parsing,
            "Int(parts[1])": .parsing,
        ],
        "PresentationKit/Animation/AnimationOptions.swift": [
            "Int((rawValue >> 16) & 3)": .widening
        ],
        "PresentationKit/Animation/DisplayLink.swift": [
            "Int((60 / Double(preferredFramesPerSecond)).rounded(.up))": .frameRate
        ],
        "PresentationKit/AutoLayout/UIKitDescription.swift": [
            "Int(value)": .guarded
        ],
        "PresentationKit/Controls/ActivityIndicatorView.swift": [
            "Int(metrics[.activityIndicatorSpokeCount])": .constant
        ],
        "PresentationKit/Devices/DeviceProfile+Validation.swift": [
            "Int(Self.largestLength)": .constant,
            "Int(Self.largestScale)": .constant,
        ],
        "PresentationKit/Images/PNGHeader.swift": [
            "Int($1)": .widening
        ],
        "PresentationKit/Layers/Layer.swift": [
            "Int(index)": .widening
        ],
        "PresentationKit/RenderTree/LayoutNumberFormat.swift": [
            "Int((abs(value) * Double(scale)).rounded())": .guarded,
            "Int((value * 100).rounded())": .guarded,
        ],
        "PresentationKit/ScrollViews/ScrollView.swift": [
            "Int((Self.scrollAnimationDuration * 60).rounded())": .constant
        ],
        "PresentationKit/Text/FontFaceMetrics.swift": [
            "Int($0)": .parsing,
            "Int(left.value)": .widening,
            "Int(right.value)": .widening,
            "Int(scalar.value)": .widening,
            "Int(value)": .parsing,
        ],
        "PresentationKit/Text/TextLayout.swift": [
            "Int(heightLines)": .guarded
        ],
        "PresentationRendering/APNG/APNGFrameData.swift": [
            "Int(Self.uint32(first.data, at: 0))": .widening,
            "Int(Self.uint32(first.data, at: 4))": .widening,
            "Int(Self.uint32(header, at: 0))": .widening,
            "Int(Self.uint32(header, at: 4))": .widening,
        ],
        "PresentationRendering/APNG/AnimatedPNG.swift": [
            "Int(Self.uint32(control.data, at: 0))": .widening,
            "Int(Self.uint32(header, at: 0))": .widening,
            "Int(Self.uint32(header, at: 4))": .widening,
            "Int(uint32(control, at: 12))": .widening,
            "Int(uint32(control, at: 16))": .widening,
            "Int(uint32(control, at: 4))": .widening,
            "Int(uint32(control, at: 8))": .widening,
            "Int(uint32(header, at: 0))": .widening,
            "Int(uint32(header, at: 4))": .widening,
        ],
        "PresentationRendering/Animation/AnimationExporter.swift": [
            "Int((Double(count - 1) / Double(maximumTiles - 1)).rounded(.up))": .tiles
        ],
        "PresentationScenes/Decoding/SceneDecoder.swift": [
            "Int(status.st_size)": .widening
        ],
        "PresentationScenes/Decoding/SceneNumberFormat.swift": [
            "Int(value)": .guarded
        ],
        "PresentationScenes/Decoding/SceneTimeline+Paths.swift": [
            "Int(text.dropFirst(3))": .parsing
        ],
        "PresentationSnapshotTestingOnLinux/Matrix/SnapshotCallSite.swift": [
            "Int(column)": .widening,
            "Int(line)": .widening,
        ],
        "presentkit/Commands/MetricsCommand.swift": [
            "Int(value)": .guarded
        ],
    ]

    /// Every `Int(…)` call in `Sources/` that is not `Int(saturating:)`, `Int(exactly:)`, `Int(bitPattern:)`,
    /// `Int(truncatingIfNeeded:)` or `Int(clamping:)`, by file; comment lines are skipped.
    static func rawConversions() throws -> [String: Set<String>] {
        let labels = ["saturating:", "exactly:", "bitPattern:", "truncatingIfNeeded:", "clamping:"]
        var found: [String: Set<String>] = [:]
        for file in RepositoryFiles.swiftFiles(under: "Sources") {
            let text = try RepositoryFiles.text(of: "Sources/" + file)
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                for call in conversions(in: Array(line))
                where !labels.contains(where: { call.dropFirst(4).hasPrefix($0) }) {
                    found[file, default: []].insert(call)
                }
            }
        }
        return found
    }

    /// The `Int(…)` calls on one line, each with its balanced argument list.
    static func conversions(in line: [Character]) -> [String] {
        var calls: [String] = []
        var index = 0
        while index + 4 <= line.count {
            let isCall = String(line[index..<index + 4]) == "Int("
            let previous = index > 0 ? line[index - 1] : " "
            guard isCall, !(previous.isLetter || previous.isNumber || previous == "_" || previous == ".") else {
                index += 1
                continue
            }
            var depth = 0
            var end = index + 3
            while end < line.count {
                if line[end] == "(" { depth += 1 }
                if line[end] == ")" { depth -= 1 }
                if depth == 0 { break }
                end += 1
            }
            calls.append(String(line[index...min(end, line.count - 1)]))
            index += 4
        }
        return calls
    }

    @Test func everyRawConversionIsReviewed() throws {
        let found = try Self.rawConversions()
        for (file, calls) in found.sorted(by: { $0.key < $1.key }) {
            for call in calls.sorted() {
                #expect(
                    Self.reviewed[file]?[call] != nil,
                    "\(file): \(call) is unreviewed: use Int(saturating:) or list it with its reason")
            }
        }
        for (file, calls) in Self.reviewed {
            for call in calls.keys {
                #expect(found[file]?.contains(call) == true, "\(file): \(call) is listed but gone")
            }
        }
    }
}
