import Foundation

/// A tab's entry in a tab bar, as `UITabBarItem`: a title and a symbol or other image, with an optional
/// image for the selected state.
///
/// Differs from UIKit: no badges, no system items (`init(tabBarSystemItem:tag:)`), and no title attributes.
///
/// The title (``BarItem/title``) shows under (or beside) the image; `nil` uses the controller's title. The
/// image (``BarItem/image``) is the unselected tab's, drawn in the unselected colour when it is a template
/// (a symbol).
open class TabBarItem: BarItem {
    /// The image of the selected tab; `nil` uses ``BarItem/image``.
    open var selectedImage: Image?

    /// An item with no title or image, as `UITabBarItem()`.
    public override init() {
        super.init()
    }

    /// Always `nil`: there are no archives on Linux.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates an item with a title, an image and a selected image, as UIKit's
    /// `init(title:image:selectedImage:)`.
    public convenience init(title: String?, image: Image?, selectedImage: Image?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates an item with a title, an image and a tag, as UIKit's `init(title:image:tag:)`.
    public convenience init(title: String?, image: Image?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }
}
