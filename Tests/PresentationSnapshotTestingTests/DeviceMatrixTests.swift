import PresentationKit
import PresentationSnapshotTesting
import SnapshotTesting
import Testing

/// The device matrix lists configurations in a stable order under their variant names, and the matrix
/// helper snapshots each under `<name>.<variant>`, failing separately per variant.
@Suite struct DeviceMatrixTests {
    @Test func everyDeviceIsBothOrientationsOfTheCatalogInTheLatestEra() throws {
        let names = try DeviceMatrix.everyDevice.environments().map(\.variantName)
        #expect(names.count == DeviceCatalog.identifiers.count * 2)
        #expect(
            names.prefix(3) == ["iphone-se.portrait.ios18", "iphone-se.landscape.ios18", "iphone-8.portrait.ios18"])
        #expect(try DeviceMatrix.all.environments().count == DeviceCatalog.identifiers.count * 2 * Era.allCases.count)
    }

    @Test func variantNamesCarryMultitaskingAndAppearanceWhenNotTheDefaults() throws {
        let matrix = DeviceMatrix(
            devices: ["iphone-15-pro", "ipad-pro-11"], orientations: [.landscape],
            multitaskingWidths: [.fullScreen, .oneThird], eras: [.ios17], appearances: [.dark])
        #expect(
            try matrix.environments().map(\.variantName) == [
                "iphone-15-pro.landscape.ios17.dark", "ipad-pro-11.landscape.ios17.dark",
                "ipad-pro-11.landscape.oneThird.ios17.dark",
            ], "iPhones have no Split View, so their oneThird is skipped")
    }

    @Test func anUnknownDeviceIsAnErrorWithASuggestion() {
        #expect(throws: ConfigurationError.self) { try DeviceMatrix(devices: ["iphone-15-pr"]).environments() }
        do {
            _ = try DeviceMatrix(devices: ["iphone-15-pr"]).environments()
        } catch {
            #expect(error.description.contains("did you mean 'iphone-15-pro'?"))
        }
    }

    @Test func theMatrixHelperFailsOncePerVariantNamingIt() throws {
        let matrix = DeviceMatrix(devices: ["iphone-se", "ipad-mini-6"], orientations: [.portrait])
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        withKnownIssue {
            assertSnapshots(
                on: matrix, as: .layout, named: "missing", record: .never,
                snapshotDirectory: sandbox.directory.path
            ) { window in
                try Placement(Rect(x: 0, y: 300, width: window.bounds.width, height: 200)).present(in: window)
            }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return ["iphone-se.portrait.ios18", "ipad-mini-6.portrait.ios18"].contains { variant in
                text.hasPrefix("\(variant): No reference was found on disk.")
                    && text.contains("recording is disabled")
            }
        }
    }

    @Test func aFailingBuildIsReportedForItsVariantAndTheOthersStillRun() {
        let matrix = DeviceMatrix(devices: ["iphone-se", "ipad-mini-6"], orientations: [.portrait])
        var built: [String] = []
        withKnownIssue {
            assertPresentationInvariants(on: matrix) { window in
                built.append(window.environment.variantName)
                if window.traitCollection.userInterfaceIdiom == .phone {
                    throw ConfigurationError.unknownDevice("x", suggestion: nil)
                }
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("iphone-se.portrait.ios18: building the window failed:")
        }
        #expect(built == ["iphone-se.portrait.ios18", "ipad-mini-6.portrait.ios18"])
    }
}
