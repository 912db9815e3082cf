import Foundation
import Testing

/// `presentkit` runs where the toolchain's test libraries are absent (a slim runtime image): `verify` compares
/// through `PresentationComparison`, not through swift-snapshot-testing, which links XCTest and Swift Testing.
@Suite struct StandaloneBinaryTests {
    @Test func theCommandLineToolNeedsNoTestLibraries() throws {
        let executable = try #require(CommandLineTool.executable)
        let dynamicSection = String(
            decoding: try CommandLineTool.output(of: "readelf", ["-d", executable.path]), as: UTF8.self)
        let needed = dynamicSection.split(separator: "\n").filter { $0.contains("(NEEDED)") }
        #expect(needed.contains { $0.contains("libFoundation") }, "readelf listed the libraries: \(needed)")
        for library in ["libXCTest", "libTesting", "lib_TestingInterop"] {
            #expect(!needed.contains { $0.contains(library) }, "presentkit links \(library)")
        }
    }
}
