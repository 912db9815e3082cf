/// A button in a navigation bar, as `UIBarButtonItem`: a title or system symbol whose frame the bar
/// lays out, usable as a popover anchor.
///
/// Text is not measured with real font metrics in the layout core: an item's automatic width is the
/// title length times an average advance of SF Pro at 17 pt (≈ 8.6 pt per character) plus padding,
/// at least 44 pt. Set ``width`` for an exact value.
open class BarButtonItem {
    /// The text shown, or the name of a system item (e.g. "Share", "Add").
    open var title: String?
    /// A fixed width in points; 0 means automatic.
    open var width: Double
    /// The view the bar created for this item, once it is laid out.
    public internal(set) weak var view: View?

    /// Creates an item with a title.
    public init(title: String?, width: Double = 0) {
        self.title = title
        self.width = width
    }

    /// The width the bar gives this item.
    var layoutWidth: Double {
        if width > 0 { return width }
        let characters = Double(title?.count ?? 0)
        return max(44, (characters * 8.6 + 16).rounded())
    }
}
