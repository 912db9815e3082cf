import CairoGraphics
import Foundation
import PresentationKit
import PresentationSnapshotTesting
import SnapshotTesting
import Testing
import UIKit

/// What `.image(on:precision:perceptualPrecision:traits:era:)` does around the picture: the device's size
/// and scale, traits, eras, controllers it will not move, and upstream's precision semantics.
@Suite struct ViewControllerStrategyTests {
    /// The image the strategy takes of `controller`, or the failure it reports.
    static func image(
        of controller: ViewController, _ strategy: Snapshotting<ViewController, SnapshotImage>
    ) throws -> RGBAImage {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let message = sandbox.verify(controller, as: strategy, record: .all)
        guard FileManager.default.fileExists(atPath: sandbox.reference("linux.png").path) else {
            throw StrategyFailure(message: message ?? "")
        }
        return try PNGDecoder.decode(Data(contentsOf: sandbox.reference("linux.png")))
    }

    struct StrategyFailure: Error {
        let message: String
    }

    @Test(arguments: [
        (ViewImageConfig.iPhone15Pro, 1179, 2556), (.iPhone15Pro(.landscape), 2556, 1179), (.iPhoneSe, 750, 1334),
        (.iPadPro11, 2388, 1668), (.iPadPro11(.portrait), 1668, 2388),
        (.iPadPro11(.landscape(splitView: .oneThird)), 750, 1668),
        (.iPad10_2(.portrait(splitView: .twoThirds)), 960, 2160),
    ])
    func theImageIsTheDevicesScreenAtItsScale(config: ViewImageConfig, width: Int, height: Int) throws {
        let image = try Self.image(of: Inbox.make(), .image(on: config))
        #expect(image.width == width && image.height == height, "\(config)")
    }

    /// Upstream's `iPadPro11` and `iPhone13Pro` have these screens and safe areas.
    @Test func upstreamNamesHaveUpstreamGeometry() throws {
        let iPad = try ViewImageConfig.iPadPro11(.landscape(splitView: .oneHalf)).environment()
        #expect(iPad.windowSize == Size(width: 592, height: 834))
        #expect(iPad.traitCollection.horizontalSizeClass == .compact)
        #expect(iPad.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let phone = try ViewImageConfig.iPhone13Pro(.landscape).environment()
        #expect(phone.windowSize == Size(width: 844, height: 390))
        #expect(phone.safeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(try ViewImageConfig.iPhoneXr.environment(era: .ios13).safeAreaInsets.top == 44)
    }

    @Test func displayScaleSetsThePixelsPerPoint() throws {
        let image = try Self.image(
            of: Inbox.make(), .image(on: .iPhone15Pro, traits: UITraitCollection(displayScale: 1)))
        #expect(image.width == 393 && image.height == 852)
    }

    @Test func darkTraitsDrawTheDarkAppearance() throws {
        let traits = UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .dark), .init(displayScale: 1)])
        let dark = try Self.image(of: Inbox.make(), .image(on: .iPhoneSe, traits: traits))
        let light = try Self.image(of: Inbox.make(), .image(on: .iPhoneSe, traits: UITraitCollection(displayScale: 1)))
        // The empty background under the list: systemGroupedBackground, black in dark, #F2F2F7 in light.
        #expect(dark.pixel(x: 187, y: 600) == RGBA8Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(light.pixel(x: 187, y: 600) == RGBA8Pixel(red: 242, green: 242, blue: 247, alpha: 255))
    }

    @Test func aSizeClassTheDeviceDoesNotHaveFailsWithoutASnapshot() throws {
        let regular = UITraitCollection(horizontalSizeClass: .regular)
        let error = try #require(throws: StrategyFailure.self) {
            try Self.image(of: Inbox.make(), .image(on: .iPhone15Pro, traits: regular))
        }
        #expect(
            error.message.contains(
                "the window iphone-15-pro.portrait.ios18 has horizontalSizeClass compact, not the regular asked for"))
        #expect(throws: Never.self) {
            try Self.image(of: Inbox.make(), .image(on: .iPadPro11, traits: regular))
        }
    }

    /// In the iOS 12 era `.automatic` is full screen on an iPhone: the presented navigation bar's background
    /// reaches under the status bar. From iOS 13 it is a card sheet and the presenter recedes, so the
    /// window's black shows there.
    @Test func theEraDecidesWhatTheStylesMean() throws {
        let traits = UITraitCollection(displayScale: 1)
        let ios12 = try Self.image(
            of: ComposingInboxController(style: .automatic), .image(on: .iPhone15Pro, traits: traits, era: .ios12))
        let latest = try Self.image(
            of: ComposingInboxController(style: .automatic), .image(on: .iPhone15Pro, traits: traits))
        #expect(ios12.pixel(x: 100, y: 52) == RGBA8Pixel(red: 248, green: 248, blue: 249, alpha: 255))
        #expect(latest.pixel(x: 100, y: 52) == RGBA8Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test func theSameControllerCanBeSnapshottedOnSeveralDevices() throws {
        let controller = ComposingInboxController()
        let first = try Self.image(of: controller, .image(on: .iPadPro11, traits: UITraitCollection(displayScale: 1)))
        #expect(controller.presentedViewController == nil && controller.window == nil, "handed back free")
        let second = try Self.image(of: controller, .image(on: .iPhoneSe, traits: UITraitCollection(displayScale: 1)))
        #expect(first.width == 1194 && second.width == 375)
    }

    @Test func aControllerInAnotherWindowIsNotMoved() throws {
        let window = try Window(device: "iphone-15-pro")
        let controller = Inbox.make()
        window.rootViewController = controller
        let error = try #require(throws: StrategyFailure.self) {
            try Self.image(of: controller, .image(on: .iPhoneSe))
        }
        #expect(error.message.contains("is already in a window (iphone-15-pro.portrait.ios18); snapshot that window"))
        #expect(window.rootViewController === controller && controller.view.window === window)
    }

    @Test func aPresentedControllerOrAChildIsNotMoved() throws {
        let window = try Window(device: "iphone-15-pro")
        let inbox = ComposingInboxController()
        window.rootViewController = inbox
        window.runUntilIdle()
        let compose = try #require(inbox.compose)
        let presented = try #require(throws: StrategyFailure.self) {
            try Self.image(of: compose, .image(on: .iPhoneSe))
        }
        #expect(presented.message.contains("is presented by"))
        let container = Inbox.make()
        let child = try #require(throws: StrategyFailure.self) {
            try Self.image(of: try #require(container.children.first), .image(on: .iPhoneSe))
        }
        #expect(child.message.contains("is a child of <NavigationController>; snapshot its container"))
    }

    /// Against a recorded inbox, one changed row title changes a few hundred of 335,000 pixels (1×): it
    /// fails at precision 1, passes at 0.99. A background 2 levels lighter (#F4F4F9 for #F2F2F7) changes
    /// most pixels, each by a CIE94 ΔE of about 0.7: it fails at precision 0.5, and at perceptual precision
    /// 0.995 (ΔE ≤ 0.5), and passes at 0.98 (ΔE ≤ 2, about the smallest difference people notice).
    @Test func precisionAndPerceptualPrecisionAsUpstream() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let traits = UITraitCollection(displayScale: 1)
        _ = sandbox.verify(Inbox.make(), as: .image(on: .iPhone15Pro, traits: traits), record: .all)
        let renamed = Inbox.make(rows: ["Inbox", "Draft", "Sent", "Junk", "Trash"])
        #expect(sandbox.verify(renamed, as: .image(on: .iPhone15Pro, traits: traits)) != nil)
        #expect(sandbox.verify(renamed, as: .image(on: .iPhone15Pro, precision: 0.99, traits: traits)) == nil)
        let lighter = Inbox.make()
        let list = try #require(lighter.children.first as? PlaceholderViewController)
        list.backgroundColor = Color(red: 244 / 255, green: 244 / 255, blue: 249 / 255, alpha: 1)
        #expect(sandbox.verify(lighter, as: .image(on: .iPhone15Pro, precision: 0.5, traits: traits)) != nil)
        let strict = try #require(
            sandbox.verify(lighter, as: .image(on: .iPhone15Pro, perceptualPrecision: 0.995, traits: traits)))
        #expect(strict.contains("is below the required 0.995."))
        #expect(sandbox.verify(lighter, as: .image(on: .iPhone15Pro, perceptualPrecision: 0.98, traits: traits)) == nil)
    }
}
