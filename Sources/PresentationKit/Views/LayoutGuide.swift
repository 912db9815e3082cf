import Foundation

/// A rectangular region of a view that layout can refer to, as UIKit's `UILayoutGuide`: the view's safe
/// area, its layout margins, its readable-content column, or a scroll view's content or frame.
///
/// Differs from UIKit (until Auto Layout lands): a guide has no anchors yet, and guides cannot be created
/// and added by the app; ``layoutFrame`` answers where the region is now.
public final class LayoutGuide: NSObject {
    /// The regions a view offers.
    public enum Region: Sendable {
        /// The safe area (`safeAreaLayoutGuide`).
        case safeArea
        /// The rectangle inside the layout margins (`layoutMarginsGuide`).
        case layoutMargins
        /// A column no wider than the readable width, centred inside the margins (`readableContentGuide`).
        case readableContent
        /// A scroll view's content: origin zero, its content size (`contentLayoutGuide`).
        case scrollContent
        /// A scroll view's visible rectangle, which stays put as the content scrolls (`frameLayoutGuide`).
        case scrollFrame
    }

    /// The view whose region this is.
    public private(set) weak var owningView: View?
    /// Which region of the view.
    public let region: Region
    /// A name for debugging.
    public var identifier = ""

    init(owningView: View, region: Region) {
        self.owningView = owningView
        self.region = region
        super.init()
    }

    /// The region in the owning view's coordinates (`.zero` once the view is gone).
    public var layoutFrame: Rect {
        guard let view = owningView else { return .zero }
        switch region {
        case .safeArea: return view.safeAreaFrame
        case .layoutMargins: return view.layoutMarginsFrame
        case .readableContent: return Self.readableColumn(in: view.layoutMarginsFrame, of: view)
        case .scrollContent: return Rect(origin: .zero, size: (view as? ScrollView)?.contentSize ?? .zero)
        case .scrollFrame: return view.bounds
        }
    }

    private static func readableColumn(in margins: Rect, of view: View) -> Rect {
        let readable = view.metricsInEffect[.readableContentWidth]
        guard margins.width > readable else { return margins }
        return margins.insetBy(dx: (margins.width - readable) / 2, dy: 0)
    }
}
