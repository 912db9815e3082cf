import Foundation

/// A container that shows a stack of controllers under a navigation bar, as `UINavigationController`.
///
/// Content extends under a translucent bar (UIKit's default `edgesForExtendedLayout`) and starts below an
/// opaque one (`navigationBar.isTranslucent = false`). Animated pushes and pops slide the new top in from
/// the trailing edge over the old one, which moves a third of the way out (UIKit's parallax), with a
/// transition coordinator on both controllers (`isMovingToParent` / `isMovingFromParent` set during it);
/// the bar's own cross-fade is not modelled. A ``delegate`` may animate them instead, through the same
/// transition context as a custom presentation animator. Defines a presentation context.
open class NavigationController: ViewController {
    /// The stack, root first. Setting it replaces the stack without animation, as
    /// ``setViewControllers(_:animated:)`` with `animated: false`.
    open var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The stack as it stands: during an animated push or pop, already the stack after it.
    var stack: [ViewController] = []
    /// The bar at the top.
    public let navigationBar = NavigationBar()
    /// Whether the bar is hidden.
    open var isNavigationBarHidden = false
    /// Hears about pushes and pops and may animate them. Held weakly, as in UIKit.
    open weak var delegate: NavigationControllerDelegate?
    /// Whether a swipe hides the bars; accepted and kept, with no effect (there are no scroll views here).
    open var hidesBarsOnSwipe = false

    /// Creates a navigation controller with a root controller.
    public init(rootViewController: ViewController) {
        super.init(nibName: nil, bundle: nil)
        definesPresentationContext = true
        changeStack(to: [rootViewController], animated: false)
    }

    /// Creates a navigation controller with an empty stack: UIKit's designated initialiser, which subclasses
    /// override (the nib name and bundle are ignored); `init()` calls it.
    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        definesPresentationContext = true
    }

    /// Always `nil`: there are no storyboards on Linux (see ``ViewController/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The controller on top of the stack.
    open var topViewController: ViewController? { stack.last }

    override var visibleChildForStatusBar: ViewController? { topViewController }

    /// Only the top controller appears and disappears with the navigation controller.
    override var appearanceChildren: [ViewController] { topViewController.map { [$0] } ?? [] }

    /// The size the controller would like (`preferredContentSize`): what was set on it, else its top
    /// controller's preferred size with the navigation bar's height added (UIKit's navigation controller
    /// reports its content that way, which sizes a popover or a custom card around a navigation stack).
    open override var preferredContentSize: Size {
        get {
            let own = super.preferredContentSize
            guard own == .zero, let child = topViewController?.preferredContentSize, child != .zero else { return own }
            // Without a window, the regular 44-pt bar of every phone in portrait.
            let bar = isNavigationBarHidden ? 0 : window.map { barHeight(in: $0.environment) } ?? 44
            return Size(width: child.width, height: child.height + bar)
        }
        set { super.preferredContentSize = newValue }
    }

    /// Passes a change of the top controller's preferred size on as a change of this controller's own (when
    /// none was set on it), so that a parent or presentation controller sizing the stack hears of it, as
    /// UIKit's navigation controller does.
    open override func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer) {
        guard (container as? ViewController) === topViewController, super.preferredContentSize == .zero else {
            return
        }
        reportPreferredContentSizeChange()
    }
    /// The controller whose view is shown (the top one).
    open var visibleViewController: ViewController? { topViewController }

    /// Pushes a controller onto the stack and shows it. A controller already in the stack is ignored
    /// (UIKit raises an exception).
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else { return }
        changeStack(to: stack + [viewController], animated: animated)
    }

    /// Pops the top controller (never the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        changeStack(to: Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Replaces the whole stack. Animated, the change looks as UIKit's does: a push when the new top
    /// controller was not in the stack, a pop when it was lower down, nothing when it stays on top.
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        changeStack(to: controllers, animated: animated)
    }

    /// Pops every controller above the root and returns them, bottom first; an empty array when the root is
    /// already on top (UIKit does not document that case).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = stack.first else { return [] }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController` and returns them, bottom first. Returns `nil` and leaves
    /// the stack alone when `viewController` is not in it (UIKit raises an exception).
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        if !popped.isEmpty { changeStack(to: Array(stack[...index]), animated: animated) }
        return popped
    }

    /// Hides or shows the bar. Differs from UIKit: the change is never animated (UIKit slides the bar).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
        relayout()
    }

    override func barFrame(over child: ViewController) -> Rect? {
        isNavigationBarHidden || navigationBar.isHidden ? nil : navigationBar.frame
    }

    /// The view's size when the bar and the top controller were last laid out.
    private var laidOutSize: Size?

    /// A parent that sized this controller's view itself (custom containment, a menu card) resized it:
    /// lay the bar and the top controller out for the new size, as UIKit's navigation view does in its own
    /// layout.
    override func ownViewDidLayOut() {
        if let laidOutSize, laidOutSize != view.bounds.size { relayout() }
    }

    override func layoutContainer(in environment: WindowEnvironment) {
        let bounds = view.bounds
        laidOutSize = bounds.size
        if let top = topViewController {
            if top.viewIfLoaded?.superview !== view { view.insertSubview(top.view, at: 0) }
            top.view.frame = contentFrame(in: environment)
            top.layoutContainer(in: environment)
        }
        navigationBar.isHidden = isNavigationBarHidden
        if navigationBar.superview !== view { view.addSubview(navigationBar) }
        navigationBar.layout(
            NavigationBar.Layout(
                item: topViewController?.navigationItem ?? NavigationItem(), title: topViewController?.title,
                width: bounds.width, top: topSafeAreaInset(in: environment), height: barHeight(in: environment),
                largeTitleHeight: largeTitleHeight(in: environment),
                horizontalInsets: horizontalSafeAreaInsets(in: environment), margin: view.systemMinimumSideMargin,
                scale: environment.device.scale,
                showsInlineTitle: !(parent is TabBarController && TabBar.floats(in: environment))),
            environment: environment)
    }

    /// The height of the bar's item row: 56 pt in a page or form sheet from iOS 13 (card sheets; not in
    /// compact height), otherwise the bar height of the device class and orientation.
    func barHeight(in environment: WindowEnvironment) -> Double {
        if isInSheet, environment.era.hasCardSheets, environment.traitCollection.verticalSizeClass != .compact {
            return environment.metrics[.navigationBarHeightInSheet]
        }
        return Self.standardBarHeight(in: environment)
    }

    /// The height of the large-title area below the item row: the sourced height when the bar prefers
    /// large titles, the top item's display mode resolves to one and the window is not compact in height;
    /// 0 otherwise.
    func largeTitleHeight(in environment: WindowEnvironment) -> Double {
        guard navigationBar.prefersLargeTitles, environment.traitCollection.verticalSizeClass != .compact
        else { return 0 }
        return showsLargeTitle ? environment.metrics[.largeTitleAreaHeight] : 0
    }

    /// Where the bar ends below the top of this controller's view, large-title area included.
    func barBottom(in environment: WindowEnvironment) -> Double {
        topSafeAreaInset(in: environment) + barHeight(in: environment) + largeTitleHeight(in: environment)
    }

    /// Whether the top item's ``NavigationItem/largeTitleDisplayMode`` resolves to a large title: an
    /// automatic item takes the resolution of the item below it, the root's automatic means yes.
    private var showsLargeTitle: Bool {
        stack.reduce(true) { below, controller in
            switch controller.navigationItem.largeTitleDisplayMode {
            case .automatic: below
            case .always: true
            case .never, .inline: false
            }
        }
    }

    /// Whether this controller is shown in a page or form sheet (not full screen, not a popover).
    private var isInSheet: Bool {
        let style = rootAncestor.presentationControllerIfPresented?.effectiveStyle
        return style == .pageSheet || style == .formSheet
    }

    /// The height of a bar's item row for a device class and orientation, outside sheets.
    static func standardBarHeight(in environment: WindowEnvironment) -> Double {
        let metrics = environment.metrics
        if environment.device.idiom == .pad { return metrics[.navigationBarHeightPad] }
        return environment.traitCollection.verticalSizeClass == .compact
            ? metrics[.navigationBarHeightCompact] : metrics[.navigationBarHeight]
    }

    func relayout() {
        if let environment = window?.environment { layoutContainer(in: environment) }
    }
}
