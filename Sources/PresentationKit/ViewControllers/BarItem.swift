import Foundation

/// What bar button items and tab bar items share, as UIKit's `UIBarItem`: a title, images for the
/// ordinary and the landscape phone bar, their insets, whether the item is enabled, a tag and title text
/// attributes per control state.
///
/// Code that accepts either kind of item (`func show(for item: UIBarItem)`) takes this class, as in UIKit.
///
/// Differs from UIKit: the bars draw ``title`` (and a tab item's ``image``); the landscape and large content
/// size images, the insets and the text attributes are kept and not drawn.
open class BarItem: NSObject {
    /// The text shown on the item.
    open var title: String?
    /// The image shown on the item.
    open var image: Image?
    /// The image for the compact (landscape iPhone) bar (`landscapeImagePhone`): kept.
    open var landscapeImagePhone: Image?
    /// The image the large content viewer shows (`largeContentSizeImage`): kept.
    open var largeContentSizeImage: Image?
    /// Moves ``image`` by these insets (`imageInsets`): kept.
    open var imageInsets: EdgeInsets = .zero
    /// Moves ``landscapeImagePhone`` by these insets (`landscapeImagePhoneInsets`): kept.
    open var landscapeImagePhoneInsets: EdgeInsets = .zero
    /// Moves ``largeContentSizeImage`` by these insets (`largeContentSizeImageInsets`): kept.
    open var largeContentSizeImageInsets: EdgeInsets = .zero
    /// Whether the item responds to taps (`isEnabled`, `true` unless set).
    open var isEnabled = true
    /// A number the app identifies the item by (`tag`, 0 unless set).
    open var tag = 0
    /// An identifier for UI tests (`accessibilityIdentifier`).
    open var accessibilityIdentifier: String?

    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// An item without a title or an image, as `UIBarItem()`.
    public override init() {
        super.init()
    }

    /// Always `nil`: there are no archives on Linux.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the attributes of the title in `state` (`setTitleTextAttributes(_:for:)`): kept, not drawn.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: Control.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The attributes set for `state` (`titleTextAttributes(for:)`).
    open func titleTextAttributes(for state: Control.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// Key-value coding's read (`value(forKey:)`) for the keys a bar item has: `title`, `image`, `tag`,
    /// `enabled`, and `view`, the view the bar made for a bar button item, a private key iOS code reads to
    /// point at a bar button (tooltips, coach marks).
    ///
    /// Differs from UIKit: Foundation on Linux has no key-value coding, so only these keys answer; any other
    /// gives `nil` where `NSObject` raises an exception.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "title": title
        case "image": image
        case "tag": tag
        case "enabled", "isEnabled": isEnabled
        case "view": (self as? BarButtonItem)?.view
        default: nil
        }
    }
}
