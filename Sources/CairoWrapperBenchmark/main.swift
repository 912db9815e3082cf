// Renders a representative iPhone-sized scene (1179×2556 px, @3x) through the
// CairoGraphics wrapper and encodes it to PNG (zlib level 6, libpng default
// filters), printing the median time per frame. The same scene is drawn
// directly in C by CairoFloorBenchmark; compare the two numbers.
//
// Usage: CairoWrapperBenchmark [frames] [--write path.png]
import CairoGraphics
import Foundation

struct BenchmarkScene {
    static let background = RGBAColor(red: 0xF2 / 255.0, green: 0xF2 / 255.0, blue: 0xF7 / 255.0)
    static let iconColors: [RGBAColor] = [
        RGBAColor(red: 1.0, green: 0.58, blue: 0.0), RGBAColor(red: 0.0, green: 0.48, blue: 1.0),
        RGBAColor(red: 0.2, green: 0.78, blue: 0.35), RGBAColor(red: 1.0, green: 0.23, blue: 0.19),
        RGBAColor(red: 0.35, green: 0.34, blue: 0.84),
    ]
    static let labels = ["Airplane Mode", "Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot",
                         "Notifications", "Sounds & Haptics", "Focus", "Screen Time", "General"]

    static func draw(_ context: GraphicsContext) {
        context.scale(x: 3, y: 3)
        context.setColor(background)
        context.paint()
        context.drawText("9:41", font: GraphicsFont(size: 17, weight: .semibold), color: .black, x: 54, baselineY: 37, alignment: .center)
        context.drawText("Settings", font: GraphicsFont(size: 34, weight: .bold), color: .black, x: 16, baselineY: 140)
        for group in 0..<2 {
            drawGroup(context, index: group)
        }
        drawSheet(context)
    }

    static func roundedRect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, radius: Double) -> GraphicsPath {
        var path = GraphicsPath()
        path.addRoundedRect(x: x, y: y, width: width, height: height, cornerRadius: radius, style: .continuous)
        return path
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> GraphicsPath {
        var path = GraphicsPath()
        path.addRect(x: x, y: y, width: width, height: height)
        return path
    }

    static func drawGroup(_ context: GraphicsContext, index: Int) {
        let top = 170.0 + Double(index) * 250
        context.setColor(.white)
        context.fill(roundedRect(16, top, 361, 220, radius: 10))
        for row in 0..<5 {
            let cellTop = top + Double(row) * 44
            context.setColor(iconColors[row])
            context.fill(roundedRect(32, cellTop + 7.5, 29, 29, radius: 7))
            let label = labels[index * 5 + row]
            context.drawText(label, font: GraphicsFont(size: 17), color: .black, x: 76, baselineY: cellTop + 28)
        }
        context.setColor(RGBAColor(red: 0.78, green: 0.78, blue: 0.8))
        context.fill(rect(76, top + 43.67, 301, 0.33))
    }

    static func drawSheet(_ context: GraphicsContext) {
        let sheet = roundedRect(8, 560, 377, 284, radius: 38)
        context.drawShadow(.init(opacity: 0.25, offsetY: -2, radius: 10), of: sheet)
        context.setColor(.white)
        context.fill(sheet)
        context.setColor(RGBAColor(red: 0.75, green: 0.75, blue: 0.78))
        context.fill(roundedRect(178, 566, 37, 5, radius: 2.5))
        context.drawText("Share", font: GraphicsFont(size: 17, weight: .semibold), color: .black, x: 196.5, baselineY: 606, alignment: .center)
        for button in 0..<4 {
            context.setColor(iconColors[button])
            context.fill(roundedRect(24 + Double(button) * 88, 640, 80, 50, radius: 25))
        }
        context.setColor(RGBAColor(red: 0.9, green: 0.9, blue: 0.92))
        context.fill(rect(24, 710, 345, 1))
    }
}

func renderFrame() throws -> Data {
    let canvas = try RasterCanvas(pixelWidth: 1179, pixelHeight: 2556)
    try canvas.draw(BenchmarkScene.draw)
    return try PNGEncoder(options: PNGEncodingOptions(compressionLevel: 6)).encode(canvas)
}

func milliseconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
}

func run() throws {
    let arguments = CommandLine.arguments.dropFirst()
    let frames = arguments.first.flatMap(Int.init) ?? 10
    if let flag = arguments.firstIndex(of: "--write"), arguments.index(after: flag) < arguments.endIndex {
        let path = arguments[arguments.index(after: flag)]
        try renderFrame().write(to: URL(fileURLWithPath: path))
    }
    var times: [Double] = []
    var bytes = 0
    for _ in 0..<frames {
        let start = ContinuousClock.now
        bytes = try renderFrame().count
        times.append(milliseconds(since: start))
    }
    times.sort()
    let median = times[times.count / 2]
    print(String(format: "swift-wrapper: median %.2f ms/frame, min %.2f ms, %d frames, %d bytes", median, times[0], frames, bytes))
}

do {
    try run()
} catch {
    print("benchmark failed: \(error)")
    exit(1)
}
