/// A tab's entry in a tab bar, as `UITabBarItem`: a title and a symbol or other image, with an optional
/// image for the selected state.
///
/// Differs from UIKit: no badges, no system items (`init(tabBarSystemItem:tag:)`), and no title attributes.
open class TabBarItem {
    /// The title under (or beside) the image; `nil` uses the controller's title.
    open var title: String?
    /// The image of the unselected tab, drawn in the unselected colour when it is a template (a symbol).
    open var image: Image?
    /// The image of the selected tab; `nil` uses ``image``.
    open var selectedImage: Image?
    /// A number the app identifies the item by.
    open var tag: Int

    /// Creates an item with a title, an image and a selected image, as UIKit's
    /// `init(title:image:selectedImage:)`.
    public init(title: String?, image: Image?, selectedImage: Image?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        tag = 0
    }

    /// Creates an item with a title, an image and a tag, as UIKit's `init(title:image:tag:)`.
    public init(title: String?, image: Image?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }
}
