import Foundation
import Testing

@testable import PresentationKit

@Suite("Controls and buttons: sizes from measured titles, actions and taps")
struct ButtonTests {
    /// A one-line label's size for `text` in `font`: its measured width and line height, each rounded up to
    /// whole points (as labels round their sizes).
    private func labelSize(_ text: String, _ font: Font) -> Size {
        Size(width: font.width(of: text).rounded(.up), height: font.lineHeight.rounded(.up))
    }

    @Test("A system button is its 15-pt title plus 6 pt above and below")
    func systemButtonSize() {
        let button = Button(type: .system)
        button.setTitle("Button", for: .normal)
        let title = labelSize("Button", .systemFont(ofSize: 15))
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
        #expect(button.titleLabel?.font == .systemFont(ofSize: 15))
        #expect(button.titleColor(for: .normal) == .systemBlue, "system buttons take the tint")
    }

    @Test("A configured button is its 17-pt title plus the medium insets, 7 and 12 pt")
    func configurationSize() {
        var configuration = Button.Configuration.filled()
        configuration.title = "Continue"
        let button = Button(configuration: configuration)
        let title = labelSize("Continue", .preferredFont(forTextStyle: .body))
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 24, height: title.height + 14))
        configuration.buttonSize = .large
        button.configuration = configuration
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 40, height: title.height + 28))
    }

    // UIKit folds the per-state setters into a configured button's content when it updates it: the value set
    // for the state wins over the configuration's, and the configuration value itself is left as it was
    // (sarunw.com, "Dynamic button configuration in iOS 15": setTitle(_:for:) works side by side with a
    // configuration). A filled button titled so is a medium button: 7 pt, the 17-pt body line, 7 pt.
    @Test("setTitle(_:for:) on a filled button shows the title in a medium-size button")
    func setTitleOnConfiguredButton() {
        let button = Button(configuration: .filled())
        button.setTitle("Send", for: .normal)
        let title = labelSize("Send", .preferredFont(forTextStyle: .body))
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 24, height: title.height + 14))
        #expect(button.titleLabel?.text == "Send" && button.titleLabel?.isHidden == false)
        #expect(button.titleLabel?.textColor == .white, "the filled style's foreground")
        #expect(button.currentTitle == "Send")
        #expect(button.configuration?.title == nil, "the configuration value is not rewritten")
    }

    @Test("A state's own title, image and title colour win over the configuration's in that state")
    func perStateValuesOverrideConfiguration() throws {
        var configuration = Button.Configuration.tinted()
        configuration.title = "Configured"
        let button = Button(configuration: configuration)
        let star = try #require(Image(systemName: "star"))
        button.setTitle("Pressed", for: .highlighted)
        button.setImage(star, for: .highlighted)
        button.setTitleColor(.systemRed, for: .highlighted)
        #expect(button.currentTitle == "Configured", "no value of its own in .normal: the configuration's")
        #expect(button.titleLabel?.textColor == .systemBlue)
        button.isHighlighted = true
        #expect(button.titleLabel?.text == "Pressed" && button.currentTitle == "Pressed")
        #expect(button.currentImage === star && button.imageView?.image === star)
        #expect(button.titleLabel?.textColor == .systemRed)
        button.isHighlighted = false
        button.setTitle("Normal", for: .normal)
        #expect(button.titleLabel?.text == "Normal")
        button.setTitle(nil, for: .normal)
        #expect(button.titleLabel?.text == "Configured", "removing the state's title shows the configuration's")
        #expect(button.configuration == configuration)
    }

    // UIKit calls the update handler after updateConfiguration() whenever the button's state changes and after
    // setNeedsUpdateConfiguration(), coalescing requests into one update (Apple's documentation of
    // setNeedsUpdateConfiguration() and configurationUpdateHandler; UIButton.h: the block "is called after
    // -updateConfiguration"). WWDC21 "Meet the UIKit button system" restyles a button from its state so.
    @Test("The update handler runs on each state change and restyles the button from its state")
    func updateHandlerOnStateChanges() {
        let button = Button(configuration: .filled())
        var states: [Control.State] = []
        button.configurationUpdateHandler = { button in
            states.append(button.state)
            var configuration = button.configuration
            configuration?.title = button.isSelected ? "Following" : "Follow"
            button.configuration = configuration
        }
        button.layoutIfNeeded()
        #expect(states == [.normal], "setting the handler asks for an update")
        #expect(button.titleLabel?.text == "Follow")
        button.isSelected = true
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Following")
        button.isHighlighted = true
        button.layoutIfNeeded()
        button.isEnabled = false
        button.layoutIfNeeded()
        #expect(states == [.normal, .selected, [.selected, .highlighted], [.selected, .highlighted, .disabled]])
    }

    @Test("setNeedsUpdateConfiguration() asks for one update in the next layout pass, however often it is called")
    func setNeedsUpdateConfigurationCoalesces() {
        let button = Button(configuration: .gray())
        button.layoutIfNeeded()
        var runs = 0
        var cartCount = 0
        button.configurationUpdateHandler = { button in
            runs += 1
            button.configuration?.title = "Cart (\(cartCount))"
        }
        button.layoutIfNeeded()
        cartCount = 3
        button.setNeedsUpdateConfiguration()
        button.setNeedsUpdateConfiguration()
        #expect(runs == 1, "not before the layout pass")
        button.layoutIfNeeded()
        #expect(runs == 2)
        #expect(button.currentTitle == "Cart (3)")
    }

    // Apple's documentation: the system calls setNeedsUpdateConfiguration() when the state changes;
    // automaticallyUpdatesConfiguration only decides whether updated(for:) restyles the button. updated(for:)
    // keeps the values set on the configuration.
    @Test("Without automatic updates the handler still runs on state changes; updated(for:) keeps set values")
    func manualConfigurationUpdates() {
        var configuration = Button.Configuration.tinted()
        configuration.title = "Save"
        configuration.baseForegroundColor = .systemOrange
        let button = Button(configuration: configuration)
        button.automaticallyUpdatesConfiguration = false
        var runs = 0
        button.configurationUpdateHandler = { _ in runs += 1 }
        button.layoutIfNeeded()
        button.isEnabled = false
        button.layoutIfNeeded()
        #expect(runs == 2)
        let updated = configuration.updated(for: button)
        #expect(updated.title == "Save" && updated.baseForegroundColor == .systemOrange)
    }

    /// A subclass restyling itself in `updateConfiguration()`, as UIKit's documentation asks subclasses to.
    private final class ToggleButton: Button {
        var updates: [String] = []
        override func updateConfiguration() {
            updates.append("override")
            configuration?.baseBackgroundColor = isSelected ? .systemGreen : .systemGray
        }
    }

    @Test("A subclass's updateConfiguration() runs before the handler, on every state change")
    func subclassUpdateConfiguration() {
        let button = ToggleButton(configuration: .filled())
        button.configurationUpdateHandler = { button in (button as? ToggleButton)?.updates.append("handler") }
        button.layoutIfNeeded()
        #expect(button.backgroundColor == .systemGray)
        button.isSelected = true
        button.layoutIfNeeded()
        #expect(button.backgroundColor == .systemGreen)
        #expect(button.updates == ["override", "handler", "override", "handler"])
    }

    @Test("Image and title sit side by side with the image padding between")
    func imageAndTitle() throws {
        var configuration = Button.Configuration.plain()
        configuration.title = "Add"
        let plus = try #require(Image(systemName: "plus"))
        configuration.image = plus
        configuration.imagePadding = 8
        let button = Button(configuration: configuration)
        let title = labelSize("Add", .preferredFont(forTextStyle: .body))
        // plus at 17 pt is 17 × 17: width 17 + 8 + title + 12 + 12; height the taller of 17 and the title, + 14.
        #expect(button.intrinsicContentSize.width == 17 + 8 + title.width + 24)
        #expect(button.intrinsicContentSize.height == max(17, title.height) + 14)
        button.frame = Rect(x: 0, y: 0, width: 200, height: 60)
        button.layoutIfNeeded()
        let image = try #require(button.imageView?.frame)
        let label = try #require(button.titleLabel?.frame)
        // Content (17 + 8 + title) centred in 200: starts at (200 − content) / 2.
        #expect(abs(image.minX - (200 - (17 + 8 + title.width)) / 2) < 1e-9)
        #expect(abs(label.minX - image.maxX - 8) < 1e-9)
        #expect(abs(image.midY - 30) < 1e-9)
    }

    // UIButton.Configuration.imagePlacement (NSDirectionalRectEdge, default .leading) puts the image on that side
    // of the title, imagePadding apart; with the image above or below, the title is centred under or over it
    // (Apple's documentation of imagePlacement and titleAlignment; WWDC21 "Meet the UIKit button system").
    @Test("An image placed on top sits above the centred title, the image padding apart")
    func imagePlacedOnTop() throws {
        var configuration = Button.Configuration.plain()
        configuration.title = "Favourites"
        configuration.image = Image(systemName: "star")
        configuration.imagePlacement = .top
        configuration.imagePadding = 4
        let button = Button(configuration: configuration)
        let title = labelSize("Favourites", .preferredFont(forTextStyle: .body))
        let star = try #require(configuration.image?.size)
        #expect(
            button.intrinsicContentSize
                == CGSize(width: max(star.width, title.width) + 24, height: star.height + 4 + title.height + 14))
        button.frame = Rect(x: 0, y: 0, width: 200, height: 80)
        button.layoutIfNeeded()
        let image = try #require(button.imageView?.frame)
        let label = try #require(button.titleLabel?.frame)
        #expect(abs(label.minY - image.maxY - 4) < 1e-9)
        #expect(abs(image.midX - 100) < 1e-9 && abs(label.midX - 100) < 1e-9)
        #expect(abs((image.minY + label.maxY) / 2 - 40) < 1e-9, "the column is centred vertically")
        configuration.imagePlacement = .trailing
        button.configuration = configuration
        button.layoutIfNeeded()
        let trailingImage = try #require(button.imageView?.frame)
        let trailingLabel = try #require(button.titleLabel?.frame)
        #expect(abs(trailingImage.minX - trailingLabel.maxX - 4) < 1e-9, "after the title")
    }

    @Test("Styles colour the background and the content from the tint")
    func styles() {
        let filled = Button(configuration: .filled())
        filled.tintColor = .systemGreen
        filled.layoutIfNeeded()
        #expect(filled.backgroundColor == .systemGreen)
        var tinted = Button.Configuration.tinted()
        tinted.baseForegroundColor = .systemPink
        tinted.title = "Tinted"
        let button = Button(configuration: tinted)
        #expect(button.backgroundColor == Color.systemBlue.withAlphaComponent(0.15))
        #expect(button.titleLabel?.textColor == .systemPink)
        #expect(Button(configuration: .plain()).backgroundColor == nil)
    }

    @Test("A close button is a 30-pt circled X")
    func closeButton() {
        let button = Button(type: .close)
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 30))
        #expect(button.currentImage?.isSymbolImage == true)
    }

    @Test("Events, states and button types carry UIKit's raw values")
    func rawValues() {
        #expect(Control.Event.touchUpInside.rawValue == 64)
        #expect(Control.Event.valueChanged.rawValue == 4096)
        #expect(Control.Event.primaryActionTriggered.rawValue == 8192)
        #expect(Control.State.disabled.rawValue == 2 && Control.State.selected.rawValue == 4)
        #expect(Button.ButtonType.close.rawValue == 7 && Button.ButtonType.system.rawValue == 1)
    }

    @Test("sendActions runs the actions added for the events, in order; removed ones no more")
    func sendActions() {
        let control = Control()
        var log: [String] = []
        let first = Action { _ in log.append("first") }
        // Weakly, as iOS code must: the control keeps its actions, so a strong capture would be a cycle.
        let second = Action { [weak control] action in
            log.append(action.sender === control ? "second from control" : "second")
        }
        control.addAction(first, for: [.touchUpInside, .valueChanged])
        control.addAction(second, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["first", "second from control"])
        control.removeAction(first, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        #expect(log == ["first", "second from control", "second from control", "first"])
    }

    @Test("Tapping a button through the touch driver fires its actions; outside, disabled or dragged off not")
    func tapping() throws {
        let window = try Window(device: "iphone-14")
        let controller = ViewController()
        window.rootViewController = controller
        let button = Button(type: .system)
        button.setTitle("Tap", for: .normal)
        button.frame = Rect(x: 100, y: 300, width: 120, height: 44)
        var events: [String] = []
        button.addAction(Action { _ in events.append("down") }, for: .touchDown)
        button.addAction(Action { _ in events.append("up-inside") }, for: .touchUpInside)
        button.addAction(Action { _ in events.append("primary") }, for: .primaryActionTriggered)
        button.addAction(Action { _ in events.append("up-outside") }, for: .touchUpOutside)
        controller.view.addSubview(button)
        window.runUntilIdle()
        window.tap(at: Point(x: 160, y: 322))
        #expect(events == ["down", "up-inside", "primary"])
        #expect(!button.isHighlighted)
        events = []
        window.tap(at: Point(x: 20, y: 322))
        #expect(events.isEmpty, "a tap beside the button")
        window.sendTouches([.began(at: Point(x: 160, y: 322))])
        #expect(button.isHighlighted && button.state == .highlighted)
        window.sendTouches([
            .moved(to: Point(x: 160, y: 500), after: 0.1), .ended(at: Point(x: 160, y: 500), after: 0.1),
        ])
        #expect(events == ["down", "up-outside"])
        events = []
        button.isEnabled = false
        window.tap(at: Point(x: 160, y: 322))
        #expect(events.isEmpty && button.state == .disabled)
    }
}

@Suite("Buttons inside scroll views")
struct ButtonInScrollViewTests {
    @Test("A tap on a button in a scroll view fires it; a drag that starts on it scrolls instead")
    func tapVersusDrag() throws {
        let window = try Window(device: "iphone-14")
        let controller = ViewController()
        window.rootViewController = controller
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = Size(width: 390, height: 3000)
        let button = Button(type: .system)
        button.setTitle("Row", for: .normal)
        button.frame = Rect(x: 0, y: 400, width: 390, height: 44)
        var fired: [String] = []
        button.addAction(Action { _ in fired.append("primary") }, for: .primaryActionTriggered)
        button.addAction(Action { _ in fired.append("cancel") }, for: .touchCancel)
        scrollView.addSubview(button)
        controller.view.addSubview(scrollView)
        window.runUntilIdle()
        window.tap(at: Point(x: 195, y: 420))
        #expect(fired == ["primary"])
        window.drag(from: Point(x: 195, y: 420), to: Point(x: 195, y: 220), duration: 0.2)
        #expect(scrollView.contentOffset == Point(x: 0, y: 200))
        #expect(fired == ["primary", "cancel"], "the pan took the touch over")
        #expect(!button.isHighlighted)
    }
}
