import Foundation
import PresentationKit
import PresentationRendering
import Testing

/// Times render + PNG encode of an iPhone @3x page sheet when `RENDER_BENCHMARK` is set (skipped
/// otherwise; run with `-c release`).
@Suite struct BenchmarkTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["RENDER_BENCHMARK"] != nil))
    func renderAndEncodeIPhonePageSheet() throws {
        let tree = try Scenes.presenting(.pageSheet, on: "iphone-15-pro")
        let renderer = PresentationRenderer()
        for (name, options) in [("clear corners", RenderOptions()),
                                ("opaque background", RenderOptions(background: ColorComponents(red: 0, green: 0, blue: 0)))] {
            var times: [Double] = []
            for _ in 0..<15 {
                let start = DispatchTime.now().uptimeNanoseconds
                _ = try renderer.renderPNG(tree, options: options)
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            times.sort()
            print("render+png \(name): median \(times[times.count / 2]) ms, min \(times[0]) ms")
        }
    }
}
