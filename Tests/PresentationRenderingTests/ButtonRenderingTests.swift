import CairoGraphics
import Foundation
import PresentationKit
import PresentationRendering
import Testing

/// Pixel checks of buttons: the configuration's background and the title drawn in its foreground colour.
@Suite struct ButtonRenderingTests {
    /// A white screen with a filled, a tinted, a gray and a plain button (each with a symbol and a title), a
    /// system button and a close button, stacked down the left, each sized to fit.
    static func buttonSheet() throws -> (RenderTree, [String: Rect]) {
        let window = try Window(device: "iphone-15-pro")
        let controller = ViewController()
        window.rootViewController = controller
        controller.view.backgroundColor = .white
        var buttons: [(String, Button)] = []
        let styles: [(String, Button.Configuration)] = [
            ("filled", .filled()), ("tinted", .tinted()), ("gray", .gray()), ("plain", .plain()),
        ]
        for (name, style) in styles {
            var configuration = style
            configuration.title = "Continue"
            configuration.image = Image(systemName: "checkmark")
            configuration.imagePadding = 6
            buttons.append((name, Button(configuration: configuration)))
        }
        let system = Button(type: .system)
        system.setTitle("System", for: .normal)
        buttons.append(("system", system))
        buttons.append(("close", Button(type: .close)))
        var frames: [String: Rect] = [:]
        var y = 80.0
        for (name, button) in buttons {
            button.sizeToFit()
            button.frame.origin = Point(x: 24, y: y)
            y += button.frame.height + 16
            controller.view.addSubview(button)
            frames[name] = button.frame
        }
        window.runUntilIdle()
        return (window.renderTree(), frames)
    }

    @Test func filledButtonIsTintWithWhiteTitle() throws {
        let (tree, frames) = try Self.buttonSheet()
        let rendered = try RenderedImage(tree)
        let frame = try #require(frames["filled"])
        let blue = Color.systemBlue.light
        // Just inside the left edge, mid-height: within the 12-pt inset, so background only.
        let background = rendered.pixel(x: frame.minX + 4, y: frame.midY)
        #expect(
            abs(Double(background.blue) - blue.blue * 255) < 2 && abs(Double(background.green) - blue.green * 255) < 2)
        let white = rendered.pixels(in: frame.insetBy(dx: 12, dy: 7)).filter { $0.luminance > 245 }
        #expect(white.count > 30, "white title and checkmark ink: \(white.count) px")
    }

    /// The button: `UIButton(configuration: .filled())` titled with `setTitle(_:for:)` shows its title in
    /// white on the tint, as on iOS, rather than an empty bar.
    @Test func filledButtonTitledPerStateShowsItsTitle() throws {
        let window = try Window(device: "iphone-15-pro")
        let controller = ViewController()
        window.rootViewController = controller
        controller.view.backgroundColor = .white
        let button = Button(configuration: .filled())
        button.setTitle("Send", for: .normal)
        button.sizeToFit()
        button.frame.origin = Point(x: 24, y: 80)
        controller.view.addSubview(button)
        window.runUntilIdle()
        let tree = window.renderTree()
        let rendered = try RenderedImage(tree)
        let white = rendered.pixels(in: button.frame.insetBy(dx: 12, dy: 7)).filter { $0.luminance > 245 }
        #expect(white.count > 30, "white title ink: \(white.count) px")
    }

    /// A filled "Sending" button whose configuration shows the activity indicator: white spokes on the tint where
    /// the image would be (Apple's documentation of showsActivityIndicator), the star not drawn. With
    /// `BUTTON_RENDERING_OUTPUT` set to a folder, the picture is written there to be looked at.
    @Test func activityIndicatorDrawsWhiteSpokesInTheImagesPlace() throws {
        let window = try Window(device: "iphone-15-pro")
        let controller = ViewController()
        window.rootViewController = controller
        controller.view.backgroundColor = .white
        var configuration = Button.Configuration.filled()
        configuration.title = "Sending"
        configuration.image = Image(systemName: "star.fill")
        configuration.imagePadding = 8
        configuration.showsActivityIndicator = true
        let button = Button(configuration: configuration)
        button.sizeToFit()
        button.frame.origin = Point(x: 24, y: 80)
        controller.view.addSubview(button)
        window.runUntilIdle()
        let tree = window.renderTree()
        if let folder = ProcessInfo.processInfo.environment["BUTTON_RENDERING_OUTPUT"] {
            try PresentationRenderer().write(tree, to: folder + "/activity-indicator-button.png")
        }
        let rendered = try RenderedImage(tree)
        // The 20-pt spinner sits in the 12-pt leading inset's right, centred across the height.
        let spinner = Rect(x: button.frame.minX + 12, y: button.frame.midY - 10, width: 20, height: 20)
        let light = rendered.pixels(in: spinner).filter { $0.luminance > 200 }
        #expect(light.count > 20, "white spokes: \(light.count) px")
        let blue = Color.systemBlue.light
        let centre = rendered.pixel(x: spinner.midX, y: spinner.midY)
        #expect(abs(Double(centre.blue) - blue.blue * 255) < 3, "the hub is empty: the tint shows through")
    }
}
