import Foundation

/// A rectangular region of a view that constraints can refer to, as UIKit's `UILayoutGuide`: the view's
/// safe area, its layout margins, its readable-content column, the keyboard, a scroll view's content or frame,
/// or a guide the app creates (``init()``) and adds with ``View/addLayoutGuide(_:)``, whose frame Auto Layout
/// solves like a view's without drawing anything.
///
/// The system guides follow the view's geometry; their anchors tie constraints to it. There is never a
/// keyboard: ``View/keyboardLayoutGuide`` sits where UIKit puts it while the keyboard is offscreen, its
/// top on the safe area's bottom (`usesBottomSafeArea`, true by default) and its bottom on the view's.
public final class LayoutGuide: NSObject {
    /// The regions a view offers.
    public enum Region: Sendable {
        /// The safe area (`safeAreaLayoutGuide`).
        case safeArea
        /// The rectangle inside the layout margins (`layoutMarginsGuide`).
        case layoutMargins
        /// A column no wider than the readable width, centred inside the margins (`readableContentGuide`).
        case readableContent
        /// The keyboard, offscreen: the strip between the safe area's bottom and the view's bottom
        /// (`keyboardLayoutGuide`).
        case keyboard
        /// A guide the app made: constraints decide its frame.
        case custom
        /// A scroll view's content: origin zero, its content size (`contentLayoutGuide`).
        case scrollContent
        /// A scroll view's visible rectangle, which stays put as the content scrolls (`frameLayoutGuide`).
        case scrollFrame
    }

    /// The view whose region this is (for an app's guide, the view it was added to).
    public internal(set) weak var owningView: View?
    /// Which region of the view.
    public let region: Region
    /// A name for debugging; the system guides carry UIKit's names.
    public var identifier = ""

    init(owningView: View, region: Region) {
        self.owningView = owningView
        self.region = region
        super.init()
        identifier = Self.systemIdentifiers[region] ?? ""
    }

    /// A guide for the app to add to a view with ``View/addLayoutGuide(_:)``, as UIKit's `UILayoutGuide()`.
    public override init() {
        region = .custom
        super.init()
    }

    private static let systemIdentifiers: [Region: String] = [
        .safeArea: "UIViewSafeAreaLayoutGuide", .layoutMargins: "UIViewLayoutMarginsGuide",
        .readableContent: "UIViewReadableContentGuide", .keyboard: "UIKeyboardLayoutGuide",
    ]

    /// The region in the owning view's coordinates (`.zero` once the view is gone, or for an app's guide
    /// that no constraint places yet). An app's guide reads the current solution, as the frames of
    /// constrained views do: lay out first to see a change.
    public var layoutFrame: Rect {
        guard let view = owningView else { return .zero }
        switch region {
        case .scrollContent: return Rect(origin: .zero, size: (view as? ScrollView)?.contentSize ?? .zero)
        case .scrollFrame: return view.bounds
        default: break
        }
        if let frame = systemFrame { return frame.offsetBy(dx: view.boundsOrigin.x, dy: view.boundsOrigin.y) }
        guard let engine = view.treeRoot.autoLayout?.engine else { return .zero }
        engine.rebuildIfStale()
        return engine.solvedFrame(of: self) ?? .zero
    }

    /// A system guide's frame relative to the owning view's origin (bounds origins do not take part in
    /// Auto Layout); `nil` for an app's guide. A scroll view's content guide is at that origin, so content
    /// constrained to it stays put in the content as it scrolls; its frame guide is there too.
    ///
    /// Differs from UIKit: constraints to `frameLayoutGuide` scroll with the content (UIKit keeps them still).
    var systemFrame: Rect? {
        guard let view = owningView else { return nil }
        let frame: Rect
        switch region {
        case .safeArea: frame = view.safeAreaFrame
        case .layoutMargins: frame = view.layoutMarginsFrame
        case .readableContent: frame = Self.readableColumn(in: view.layoutMarginsFrame, of: view)
        case .keyboard:
            let safeArea = view.safeAreaFrame
            frame = Rect(
                x: view.bounds.minX, y: safeArea.maxY, width: view.bounds.width,
                height: view.bounds.maxY - safeArea.maxY)
        case .custom: return nil
        case .scrollContent: frame = Rect(origin: view.boundsOrigin, size: (view as? ScrollView)?.contentSize ?? .zero)
        case .scrollFrame: frame = view.bounds
        }
        return frame.offsetBy(dx: -view.boundsOrigin.x, dy: -view.boundsOrigin.y)
    }

    private static func readableColumn(in margins: Rect, of view: View) -> Rect {
        let readable = view.metricsInEffect[.readableContentWidth]
        guard margins.width > readable else { return margins }
        return margins.insetBy(dx: (margins.width - readable) / 2, dy: 0)
    }
}
