import Foundation

/// A button in a navigation bar, as `UIBarButtonItem`: a title or system symbol whose frame the bar
/// lays out, usable as a popover anchor.
///
/// The title (``BarItem/title``) is the text shown, or the name of a system item (e.g. "Share", "Add").
///
/// An item's automatic width is its title measured in the bar's font — 17-pt regular, semibold for
/// ``Style-swift.enum/done`` — plus 8 pt of padding either side, at least 44 pt (see the metrics table).
/// A fixed ``width`` wins. Differs from UIKit: system items ("Share", "Add") are their names in text, not
/// symbols, and measure as text.
open class BarButtonItem: BarItem {
    /// How an item looks, as `UIBarButtonItem.Style`, with UIKit's raw values.
    public enum Style: Int, Hashable, Sendable, CaseIterable {
        /// An ordinary item: regular weight.
        case plain = 0
        /// Deprecated in UIKit since iOS 8, where it looks as ``plain``; here too.
        case bordered = 1
        /// An item that confirms ("Done", "Save"): semibold since iOS 7.
        case done = 2
    }

    /// UIKit's system items, as `UIBarButtonItem.SystemItem`, with UIKit's raw values. Here each is drawn as
    /// its name in text (`title`): "Done", "Cancel", "Add", ….
    public enum SystemItem: Int, Hashable, Sendable, CaseIterable {
        case done = 0
        case cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl, close

        /// The text standing for the item, and whether UIKit sets it in the done style.
        var titleAndStyle: (title: String?, style: Style) {
            switch self {
            case .done: ("Done", .done)
            case .save: ("Save", .done)
            case .flexibleSpace, .fixedSpace: (nil, .plain)
            case .action: ("Share", .plain)
            case .fastForward: ("Fast Forward", .plain)
            case .pageCurl: ("Page Curl", .plain)
            default: ("\(self)".prefix(1).uppercased() + "\(self)".dropFirst(), .plain)
            }
        }
    }

    /// The system item the item was made as, if any.
    package let systemItem: SystemItem?
    /// The action run when the item is tapped, as `primaryAction` (kept; bar items are not tapped here).
    open var primaryAction: Action?

    /// The item's style; ``Style-swift.enum/done`` sets the title in semibold.
    open var style: Style
    /// A fixed width in points; 0 means automatic.
    open var width: Double
    /// A view the bar shows in place of the title (`customView`), at its frame's size (or its intrinsic size
    /// when the frame is empty), centred vertically.
    ///
    /// Differs from UIKit: the view sits on the bar's margin like a title's text, and adjacent items keep
    /// the title padding between them (UIKit stacks custom views 8 pt apart).
    open var customView: View?
    /// The view the bar created for this item (or its ``customView``), once it is laid out.
    public internal(set) weak var view: View?

    /// Creates an item with a title, as `init(title:style:target:action:)` without the action.
    public init(title: String?, style: Style = .plain, width: Double = 0) {
        self.style = style
        self.width = width
        systemItem = nil
        super.init()
        self.title = title
    }

    /// An item showing `customView`, as `UIBarButtonItem(customView:)`.
    public convenience init(customView: View) {
        self.init(title: nil)
        self.customView = customView
    }

    /// An item with no title in the plain style, as `UIBarButtonItem()`.
    public override convenience init() {
        self.init(title: nil)
    }

    /// Always `nil`: there are no archives on Linux.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A system item running `primaryAction`, as UIKit's `init(systemItem:primaryAction:menu:)` (no menus
    /// here). The Linux form of `init(barButtonSystemItem:target:action:)`, which needs `#selector`.
    public init(systemItem: SystemItem, primaryAction: Action? = nil) {
        let (systemTitle, systemStyle) = systemItem.titleAndStyle
        style = systemStyle
        width = 0
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        super.init()
        title = systemTitle
    }

    /// A system item running `primaryAction`, as UIKit's `init(barButtonSystemItem:primaryAction:)`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, primaryAction: Action?) {
        self.init(systemItem: systemItem, primaryAction: primaryAction)
    }

    /// The font the bar sets the title in: the 17-pt system font, semibold for ``Style-swift.enum/done``.
    package var titleFont: Font {
        Font.systemFont(ofSize: 17, weight: style == .done ? .semibold : .regular)
    }

    /// The width the bar gives this item: ``width`` when set, otherwise the measured title plus the
    /// sourced padding rounded up to whole points (as a ``Label``'s fitting size is here; UIKit rounds to
    /// pixels), at least the minimum touch width.
    func layoutWidth(metrics: PresentationMetrics) -> Double {
        if width > 0 { return width }
        if let size = customViewSize { return size.width + 2 * metrics[.barButtonTitlePadding] }
        let measured = titleFont.width(of: title ?? "") + 2 * metrics[.barButtonTitlePadding]
        return max(metrics[.barButtonMinimumWidth], measured.rounded(.up))
    }

    /// The size the bar gives ``customView``: its frame's, or its intrinsic size when the frame is empty.
    var customViewSize: Size? {
        guard let customView else { return nil }
        let frame = customView.frame.size
        if frame.width > 0 && frame.height > 0 { return frame }
        let intrinsic = customView.intrinsicContentSize
        return Size(width: max(intrinsic.width, 0), height: max(intrinsic.height, 0))
    }
}
