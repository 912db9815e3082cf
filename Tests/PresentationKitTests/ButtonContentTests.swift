import Foundation
import Testing

@testable import PresentationKit

@Suite("Button configurations: activity indicator, attributed titles and background")
struct ButtonContentTests {
    private func labelSize(_ text: String, _ font: Font) -> Size {
        Size(width: font.width(of: text).rounded(.up), height: font.lineHeight.rounded(.up))
    }

    /// The button's activity indicator, if it has made one (UIKit's is a private subview too).
    private func indicator(of button: Button) -> ActivityIndicatorView? {
        button.subviews.lazy.compactMap { $0 as? ActivityIndicatorView }.first
    }

    /// A filled, titled button with a star image, laid out at its intrinsic size.
    private func sendingButton(_ change: (inout Button.Configuration) -> Void) -> Button {
        var configuration = Button.Configuration.filled()
        configuration.title = "Sending"
        configuration.image = Image(systemName: "star")
        configuration.imagePadding = 6
        change(&configuration)
        let button = Button(configuration: configuration)
        button.frame = Rect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        return button
    }

    // Apple's documentation of UIButton.Configuration.showsActivityIndicator: the button "displays an activity
    // indicator instead of an image" and "respects the imagePlacement property when positioning" it. The
    // indicator is UIActivityIndicatorView's medium one, 20 pt (its documented medium size), spinning in the
    // configuration's foreground colour (white on a filled button).
    @Test("showsActivityIndicator puts a spinning 20-pt indicator in the image's place and hides the image")
    func activityIndicatorReplacesImage() throws {
        let button = sendingButton { $0.showsActivityIndicator = true }
        let spinner = try #require(indicator(of: button))
        let title = try #require(button.titleLabel)
        #expect(button.imageView?.isHidden == true)
        #expect(!spinner.isHidden && spinner.isAnimating)
        #expect(spinner.frame.size == Size(width: 20, height: 20))
        #expect(spinner.color == .white, "the filled style's foreground")
        #expect(spinner.frame.maxX + 6 == title.frame.minX, "leading, the image padding before the title")
        #expect(spinner.frame.midY == button.bounds.midY)
        let text = labelSize("Sending", .preferredFont(forTextStyle: .body))
        #expect(button.intrinsicContentSize.width == 12 + 20 + 6 + text.width + 12)
    }

    @Test("The indicator follows imagePlacement, and turning it off brings the image back")
    func activityIndicatorPlacementAndOff() throws {
        let button = sendingButton {
            $0.showsActivityIndicator = true
            $0.imagePlacement = .trailing
        }
        let spinner = try #require(indicator(of: button))
        let title = try #require(button.titleLabel)
        #expect(title.frame.maxX + 6 == spinner.frame.minX)
        button.configuration?.showsActivityIndicator = false
        button.layoutIfNeeded()
        #expect(spinner.isHidden && !spinner.isAnimating)
        #expect(button.imageView?.isHidden == false)
    }

    // Apple's documentation of UIButton.Configuration.attributedTitle: the configuration "sets the title property
    // to match the string value of this attributed string"; of title: it "matches the string value of the
    // attributedTitle property".
    @Test("title and attributedTitle hold the same text")
    func titleMatchesAttributedTitle() {
        var configuration = Button.Configuration.plain()
        var bold = AttributeContainer()
        bold.font = .boldSystemFont(ofSize: 30)
        configuration.attributedTitle = AttributedString("Big", attributes: bold)
        #expect(configuration.title == "Big")
        configuration.title = "Small"
        #expect(configuration.attributedTitle.map { String($0.characters) } == "Small")
        configuration.attributedSubtitle = AttributedString("Under")
        #expect(configuration.subtitle == "Under")
        configuration.title = nil
        #expect(configuration.attributedTitle == nil)
    }

    // An attributed title's font sets the title's size (Apple Developer Forums thread 695045, the accepted
    // answer: a custom font for a configured button goes in attributedTitle), and its foreground colour wins over
    // the style's for its characters.
    @Test("An attributed title shows in its own font and colour")
    func attributedTitleFontAndColor() throws {
        var configuration = Button.Configuration.filled()
        var attributes = AttributeContainer()
        attributes.font = .boldSystemFont(ofSize: 30)
        attributes.foregroundColor = .systemRed
        configuration.attributedTitle = AttributedString("Big", attributes: attributes)
        configuration.attributedSubtitle = AttributedString("plain")
        let button = Button(configuration: configuration)
        let title = labelSize("Big", .boldSystemFont(ofSize: 30))
        let subtitle = labelSize("plain", .preferredFont(forTextStyle: .footnote))
        let size = CGSize(width: title.width + 24, height: title.height + subtitle.height + 14)
        #expect(button.intrinsicContentSize == size)
        let label = try #require(button.titleLabel)
        #expect(label.text == "Big" && button.currentTitle == "Big")
        let shown = try #require(label.attributedText)
        #expect(shown.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color == .systemRed)
        #expect(shown.attribute(.font, at: 0, effectiveRange: nil) as? Font == .boldSystemFont(ofSize: 30))
    }

    // Apple's documentation of UIButton.Configuration.CornerStyle.fixed: the button uses the background
    // configuration's corner radius as it is.
    @Test("The fixed corner style takes the background's corner radius")
    func fixedCornerStyleUsesBackgroundRadius() {
        var configuration = Button.Configuration.filled()
        configuration.title = "Pay"
        configuration.cornerStyle = .fixed
        configuration.background.cornerRadius = 14
        let button = Button(configuration: configuration)
        button.frame = Rect(x: 0, y: 0, width: 200, height: 50)
        button.layoutIfNeeded()
        #expect(button.layer.cornerRadius == 14)
    }

    // Apple's documentation of UIButton.Configuration.background: the button derives its background appearance
    // from it; sarunw.com, "How to make a custom button style with UIButton.Configuration in iOS 15", outlines a
    // button with the background's strokeColor and strokeWidth.
    @Test("The background's colour fills the button and its stroke outlines it")
    func backgroundColorAndStroke() {
        var configuration = Button.Configuration.plain()
        configuration.title = "Outline"
        configuration.background.backgroundColor = .systemYellow
        configuration.background.strokeColor = .systemRed
        configuration.background.strokeWidth = 2
        let button = Button(configuration: configuration)
        #expect(button.backgroundColor == .systemYellow)
        #expect(button.border == Border(width: 2, color: .systemRed))
        button.configuration = .filled()
        #expect(button.border == nil, "a configuration without a stroke removes the outline")
        #expect(button.backgroundColor == .systemBlue)
    }

    // Apple's documentation of bordered(), borderedTinted() and borderedProminent(): each "provides an alternative
    // name for" gray(), tinted() and filled().
    @Test("The bordered styles are the gray, tinted and filled ones")
    func borderedStylesAreOtherNames() {
        #expect(Button.Configuration.bordered() == .gray())
        #expect(Button.Configuration.borderedTinted() == .tinted())
        #expect(Button.Configuration.borderedProminent() == .filled())
        #expect(Button(configuration: .borderedProminent()).border == nil, "filled, not outlined")
    }
}
