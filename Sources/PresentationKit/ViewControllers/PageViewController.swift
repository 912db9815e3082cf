import Foundation

/// A container that shows one page (or two, side by side, for a two-page spine) of content controllers, as
/// `UIPageViewController`: ``setViewControllers(_:direction:animated:completion:)`` changes the pages, with
/// the appearance callbacks in UIKit's order for the transition style.
///
/// Differs from UIKit: there are no swipe or tap gestures (``gestureRecognizers`` is empty), so the data
/// source is never asked for neighbouring pages and the delegate's transition callbacks, which UIKit sends
/// only for gesture-driven turns, never come; a page change is not animated (the pages swap at once and
/// `completion` gets `true`); the page control a scroll-style data source asks for is not drawn; the
/// options dictionary (`spineLocation`, `interPageSpacing`) is read for the spine location only.
open class PageViewController: ViewController {
    /// How pages turn, as `UIPageViewController.TransitionStyle` (same raw values).
    public enum TransitionStyle: Int, Hashable, Sendable {
        case pageCurl, scroll
    }

    /// The axis pages follow, as `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Hashable, Sendable {
        case horizontal, vertical
    }

    /// Where the spine of a page-curl book is, as `UIPageViewController.SpineLocation`.
    public enum SpineLocation: Int, Hashable, Sendable {
        case none, min, mid, max
    }

    /// Which way a page change goes, as `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Hashable, Sendable {
        case forward, reverse
    }

    /// A key of the options dictionary, as `UIPageViewController.OptionsKey`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String

        /// Makes a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The spine location of a page-curl controller (a `SpineLocation`'s raw value).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between scroll-style pages. Kept, not modelled (one page shows at a time).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How pages turn.
    open var transitionStyle: TransitionStyle { style }
    /// The axis pages follow.
    open var navigationOrientation: NavigationOrientation { axis }
    /// Where the spine is: `.none` for the scroll style; for a page curl, the options' value, else `.min`
    /// (UIKit's default).
    open var spineLocation: SpineLocation { spine }
    private let style: TransitionStyle
    private let axis: NavigationOrientation
    private let spine: SpineLocation
    /// Whether a page curl shows content on the back of a page.
    open var isDoubleSided = false
    /// Supplies neighbouring pages for gestures. Held weakly, as in UIKit; never asked here (no gestures).
    open weak var dataSource: PageViewControllerDataSource?
    /// Hears about gesture-driven page turns. Held weakly, as in UIKit; never told here (no gestures).
    open weak var delegate: PageViewControllerDelegate?
    /// The pages on screen.
    private var pages: [ViewController] = []

    /// Creates a page view controller with a transition style, an axis and options, as UIKit's designated
    /// initialiser.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        self.style = style
        axis = navigationOrientation
        spine = Self.spineLocation(for: style, options: options)
        super.init(nibName: nil, bundle: nil)
    }

    /// Always `nil`: there are no archives on Linux.
    public required init?(coder: NSCoder) {
        return nil
    }

    private static func spineLocation(for style: TransitionStyle, options: [OptionsKey: Any]?) -> SpineLocation {
        guard style == .pageCurl else { return .none }
        let raw = (options?[.spineLocation] as? Int) ?? (options?[.spineLocation] as? NSNumber)?.intValue
        return raw.flatMap(SpineLocation.init(rawValue:)) ?? .min
    }

    /// The gesture recognizers that turn pages: none here.
    open var gestureRecognizers: [GestureRecognizer] { [] }

    /// The pages on screen; `nil` before any were set.
    open var viewControllers: [ViewController]? { pages.isEmpty ? nil : pages }

    override var appearanceChildren: [ViewController] { pages }

    override var visibleChildForStatusBar: ViewController? { pages.first }

    /// Shows `viewControllers` as the pages. While on screen the pages get their appearance callbacks in
    /// UIKit's order for the style: for `.scroll` the new page's `viewWillAppear`, the old page's
    /// `viewWillDisappear`, the new page's `viewDidAppear`, the old page's `viewDidDisappear`; for
    /// `.pageCurl` the old page's `viewDidDisappear` comes before the new page's `viewDidAppear`.
    /// `completion` runs with `true` once the pages are in place.
    open func setViewControllers(
        _ viewControllers: [ViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        let incoming = acceptableChildren(viewControllers ?? [])
        let outgoing = pages.filter { page in !incoming.contains { $0 === page } }
        let joining = incoming.filter { page in !pages.contains { $0 === page } }
        for page in joining { addChild(page) }
        for page in outgoing { page.willMove(toParent: nil) }
        let onScreen = appearanceCycle.state == .appeared ? window : nil
        if let onScreen { beginTurn(showing: joining, hiding: outgoing, animated: animated, in: onScreen) }
        pages = incoming
        for page in outgoing { page.viewIfLoaded?.removeFromSuperview() }
        if let environment = window?.environment { layoutContainer(in: environment) }
        if onScreen != nil { endTurn(showing: joining, hiding: outgoing) }
        for page in outgoing { page.removeFromParent() }
        for page in joining { page.settle(inParent: self) }
        completion?(true)
    }

    /// The will-half of a page turn: the new pages first, then the old ones (UIKit's order for both styles).
    private func beginTurn(showing: [ViewController], hiding: [ViewController], animated: Bool, in window: Window) {
        for page in showing { page.beginAppearance(true, animated: animated, in: window) }
        for page in hiding { page.beginAppearance(false, animated: animated, in: window) }
    }

    /// The did-half: scroll ends the new pages first, a page curl the old ones.
    private func endTurn(showing: [ViewController], hiding: [ViewController]) {
        for page in showing { page.sendOwedIsAppearing() }
        let order = style == .scroll ? showing + hiding : hiding + showing
        for page in order { page.endAppearance() }
    }

    /// The pages fill the view; two pages of a mid spine share it, side by side (or one above the other
    /// for the vertical axis).
    override func layoutContainer(in environment: WindowEnvironment) {
        let frames = pageFrames(count: pages.count)
        for (page, frame) in zip(pages, frames) {
            if page.view.superview !== view { view.addSubview(page.view) }
            page.view.frame = frame
            page.layoutContainer(in: environment)
        }
    }

    private func pageFrames(count: Int) -> [Rect] {
        let bounds = view.bounds
        guard count > 1 else { return [bounds] }
        let share = 1 / Double(count)
        return (0..<count).map { index in
            axis == .horizontal
                ? Rect(
                    x: bounds.minX + bounds.width * share * Double(index), y: bounds.minY,
                    width: bounds.width * share, height: bounds.height)
                : Rect(
                    x: bounds.minX, y: bounds.minY + bounds.height * share * Double(index),
                    width: bounds.width, height: bounds.height * share)
        }
    }
}

/// Supplies the pages before and after a page for swipes, as `UIPageViewControllerDataSource`. Never asked
/// here: there are no gestures (see ``PageViewController``).
public protocol PageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or `nil` at the first.
    func pageViewController(
        _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    ) -> ViewController?
    /// The page after `viewController`, or `nil` at the last.
    func pageViewController(
        _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    ) -> ViewController?
    /// How many dots the page control shows (UIKit's optional requirement; the default, 0, shows none).
    func presentationCount(for pageViewController: PageViewController) -> Int
    /// Which dot is current (UIKit's optional requirement; default 0).
    func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
    public func presentationCount(for pageViewController: PageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}

/// Hears about gesture-driven page turns, as `UIPageViewControllerDelegate` (every method optional, with a
/// default that does nothing). UIKit sends these only for turns made with a gesture, so never here.
public protocol PageViewControllerDelegate: AnyObject {
    /// A gesture-driven turn towards `pendingViewControllers` is about to start.
    func pageViewController(
        _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController])
    /// A gesture-driven turn finished (or was cancelled when `completed` is `false`).
    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool)
}

extension PageViewControllerDelegate {
    public func pageViewController(
        _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]
    ) {}

    public func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {}
}
