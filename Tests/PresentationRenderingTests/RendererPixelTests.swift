import CairoGraphics
import PresentationKit
import PresentationRendering
import Testing

/// Pixel checks of rendered presentations against what the render tree says.
@Suite struct RendererPixelTests {
    @Test func pageSheetDimsThePresenterAndLeavesTheCardUndimmed() throws {
        let tree = try Scenes.presenting(.pageSheet, on: "iphone-15-pro")
        let rendered = try RenderedImage(tree)
        let dim = try #require(tree.first(.dimming)?.backgroundColor?.alpha)
        let presenter = try #require(tree.first(.presentingContent))
        let background = try #require(presenter.children.first?.backgroundColor)
        // Between the presenter's top edge (59) and the card (69), away from its rounded corners.
        let seen = rendered.pixel(x: 196, y: 64)
        // The card's soft shadow (black, at most 0.15 opaque) falls on the strip too: between the dimmed
        // colour darkened by the whole shadow and the dimmed colour itself.
        let dimmed = background.red * 255 * (1 - dim)
        let shadowed = dimmed * (1 - 0.15)
        #expect(
            (shadowed - 3)...(dimmed + 3) ~= Double(seen.red),
            "presenter under dimming and shadow: \(seen), expected \(shadowed)…\(dimmed)")
        let card = try #require(tree.first(.presentedContent))
        let cardColor = try #require(card.children.first?.backgroundColor)
        let centre = rendered.pixel(x: card.frame.midX, y: card.frame.midY)
        #expect(abs(Double(centre.red) - cardColor.red * 255) <= 1 && centre.alpha == 255, "card centre: \(centre)")
    }

    @Test func recededPresenterHasRoundedTopCornersOverBlack() throws {
        let tree = try Scenes.presenting(.pageSheet, on: "iphone-15-pro")
        let presenter = try #require(tree.first(.presentingContent))
        let rendered = try RenderedImage(tree)
        let corner = rendered.pixel(x: presenter.frame.minX + 0.5, y: presenter.frame.minY + 0.5)
        let inside = rendered.pixel(x: presenter.frame.midX, y: presenter.frame.minY + 5)
        #expect(corner.luminance < 10, "outside the rounded corner the black window shows: \(corner)")
        #expect(inside.luminance > 150, "the presenter itself is light: \(inside)")
    }

    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func statusBarClockContrastsWithTheAppearance(_ appearance: UserInterfaceStyle) throws {
        let tree = try Scenes.plain("iphone-15-pro", appearance: appearance)
        let rendered = try RenderedImage(tree)
        let ear = Rect(x: 40, y: 18, width: 70, height: 24)
        let luminances = rendered.pixels(in: ear).map(\.luminance)
        if appearance == .light {
            #expect(luminances.contains { $0 < 40 }, "dark clock digits on light content")
        } else {
            #expect(luminances.contains { $0 > 215 }, "light clock digits on dark content")
        }
    }

    @Test("A Home-button phone's bar: signal and carrier at the left, the clock centred, the battery right")
    func homeButtonStatusBarCentresTheClock() throws {
        let rendered = try RenderedImage(try Scenes.plain("iphone-se"))
        // The 375-pt wide, 20-pt bar: "9:41 AM" at 12 pt is about 45 pt wide around x = 187.5.
        let hasInk = { (x: Double, width: Double) in
            rendered.pixels(in: Rect(x: x, y: 2, width: width, height: 16)).contains { $0.luminance < 60 }
        }
        #expect(hasInk(6, 20), "signal bars at the leading edge")
        #expect(hasInk(30, 30), "the carrier name after them")
        #expect(hasInk(170, 35), "the clock in the middle")
        #expect(!hasInk(100, 60) && !hasInk(230, 90), "nothing between the groups")
        #expect(hasInk(345, 24), "the battery at the trailing edge")
    }

    @Test("An iPad's bar shows the date after the time")
    func iPadStatusBarShowsTheDate() throws {
        let rendered = try RenderedImage(try Scenes.plain("ipad-pro-11"))
        let bar = Rect(x: 90, y: 4, width: 40, height: 16)
        // "9:41 AM" alone ends about 60 pt from the edge; the date runs on to about 130 pt.
        #expect(rendered.pixels(in: bar).contains { $0.luminance < 60 }, "date glyphs past the time")
    }

    @Test func outsideTheDisplayCornerIsTransparentAndInsideOpaque() throws {
        let tree = try Scenes.plain("iphone-15-pro")
        let rendered = try RenderedImage(tree)
        #expect(rendered.image.pixel(x: 0, y: 0)?.alpha == 0)
        #expect(rendered.image.pixel(x: rendered.image.width - 1, y: rendered.image.height - 1)?.alpha == 0)
        #expect(rendered.pixel(x: 196, y: 426).alpha == 255)
        #expect(rendered.pixel(x: 0.5, y: 426).alpha == 255, "the straight edges are not cut")
    }

    @Test func homeButtonPhoneHasSquareCorners() throws {
        let rendered = try RenderedImage(try Scenes.plain("iphone-8"))
        #expect(rendered.image.width == 750 && rendered.image.height == 1334)
        #expect(rendered.image.pixel(x: 0, y: 0)?.alpha == 255)
    }

    @Test func popoverArrowTipIsFilledAndJoinsTheBubbleWithoutASeam() throws {
        let tree = try Scenes.popover(on: "ipad-pro-11")
        let bubble = try #require(tree.first(.popoverBackground))
        guard case .popoverBubble(_, _, let arrow, _) = bubble.shape else {
            Issue.record("the popover background has no bubble shape")
            return
        }
        let tip = arrow[1].applying(bubble.transform)
        let base = arrow[0].applying(bubble.transform)
        let rendered = try RenderedImage(tree)
        let direction = base.y > tip.y ? 1.0 : -1.0
        let nearTip = rendered.pixel(x: tip.x, y: tip.y + direction * 2)
        let beyondTip = rendered.pixel(x: tip.x, y: tip.y - direction * 2)
        let atBase = rendered.pixel(x: tip.x, y: base.y)
        #expect(nearTip.luminance == 255, "just inside the tip: \(nearTip)")
        #expect(beyondTip.luminance < 250, "just beyond the tip: \(beyondTip)")
        #expect(atBase.luminance == 255, "where the arrow meets the body: \(atBase)")
    }

    @Test func darkModeHomeIndicatorIsLight() throws {
        let tree = try Scenes.plain("iphone-15-pro", appearance: .dark)
        let indicator = try #require(tree.homeIndicator)
        let pixel = try RenderedImage(tree).pixel(x: indicator.frame.midX, y: indicator.frame.midY)
        #expect(pixel.luminance > 120)
    }

    @Test func landscapeSensorHousingSitsOnTheLeftEdge() throws {
        let tree = try Scenes.plain("iphone-15-pro", orientation: .landscape)
        let housing = try #require(tree.sensorHousing)
        let rendered = try RenderedImage(tree)
        let centre = rendered.pixel(x: housing.top + housing.height / 2, y: tree.size.height / 2)
        let aside = rendered.pixel(
            x: housing.top + housing.height / 2, y: tree.size.height / 2 - housing.width / 2 - 10)
        #expect(centre.luminance == 0 && centre.alpha == 255, "island: \(centre)")
        #expect(aside.luminance > 200, "beside the island: \(aside)")
    }

    @Test func translucentNodeFadesAsAGroup() throws {
        var tree = try Scenes.plain("iphone-8")
        let content = try #require(tree.root.children.first)
        var back = content
        var front = content
        back.children = []
        back.backgroundColor = ColorComponents(red: 1, green: 0, blue: 0)
        front.children = []
        front.backgroundColor = ColorComponents(red: 0, green: 0, blue: 1)
        front.size.width /= 2
        front.frame.size.width /= 2
        var group = content
        group.alpha = 0.5
        group.backgroundColor = nil
        group.children = [back, front]
        tree.root.children = [group]
        tree.root.backgroundColor = ColorComponents(red: 1, green: 1, blue: 1)
        tree.statusBar = nil
        let rendered = try RenderedImage(tree)
        let overlap = rendered.pixel(x: 90, y: 400)
        let backOnly = rendered.pixel(x: 280, y: 400)
        #expect(
            abs(Int(overlap.red) - 128) <= 2 && abs(Int(overlap.green) - 128) <= 2 && overlap.blue == 255,
            "half of blue over white, no red from the square beneath: \(overlap)")
        #expect(backOnly.red == 255 && abs(Int(backOnly.green) - 128) <= 2, "half of red over white: \(backOnly)")
    }

    @Test func deviceFrameSurroundsTheScreenOnTheBackground() throws {
        let tree = try Scenes.plain("iphone-15-pro")
        let red = ColorComponents(red: 1, green: 0, blue: 0)
        let options = RenderOptions(scale: 1, includesDeviceFrame: true, background: red)
        let rendered = try RenderedImage(tree, options: options)
        let bezel = RenderOptions.deviceFrameWidth
        #expect(rendered.image.width == Int(tree.size.width + 2 * bezel))
        #expect(rendered.image.pixel(x: 0, y: 0) == RGBA8Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        let band = try #require(rendered.image.pixel(x: Int(bezel / 2), y: Int(tree.size.height / 2)))
        #expect(band.luminance < 40 && band.alpha == 255, "bezel: \(band)")
        let screen = try #require(rendered.image.pixel(x: Int(bezel + 196), y: Int(bezel + 426)))
        #expect(screen.luminance > 200, "screen: \(screen)")
    }
}
