import Foundation

/// A container that shows a stack of controllers under a navigation bar, as `UINavigationController`.
///
/// Content extends under the bar (UIKit's default `edgesForExtendedLayout`). Animated pushes and pops
/// slide the new top in from the trailing edge over the old one, which moves a third of the way out
/// (UIKit's parallax), with a transition coordinator on both controllers (`isMovingToParent` /
/// `isMovingFromParent` set during it); the bar's own cross-fade is not modelled. Defines a presentation
/// context.
open class NavigationController: ViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [ViewController] = []
    /// The bar at the top.
    public let navigationBar = NavigationBar()
    /// Whether the bar is hidden.
    open var isNavigationBarHidden = false

    /// Creates a navigation controller with a root controller.
    public init(rootViewController: ViewController) {
        super.init(nibName: nil, bundle: nil)
        definesPresentationContext = true
        pushViewController(rootViewController, animated: false)
    }

    /// Always `nil`: there are no storyboards on Linux (see ``ViewController/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }
    /// The controller whose view is shown (the top one).
    public var visibleViewController: ViewController? { topViewController }

    /// Pushes a controller onto the stack and shows it.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        let previous = topViewController
        addChild(viewController)
        viewControllers.append(viewController)
        if animated, let previous, let window, !window.isTransitioning {
            NavigationTransition.run(in: self, from: previous, to: viewController, pushing: true)
            return
        }
        previous?.viewIfLoaded?.removeFromSuperview()
        relayout()
        viewController.didMove(toParent: self)
    }

    /// Pops the top controller (never the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        if animated, let below = topViewController, let window, !window.isTransitioning {
            NavigationTransition.run(in: self, from: top, to: below, pushing: false)
            return top
        }
        top.removeFromParent()
        relayout()
        return top
    }

    /// Replaces the whole stack.
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        for controller in viewControllers { controller.removeFromParent() }
        viewControllers = []
        for controller in controllers { pushViewController(controller, animated: false) }
    }

    override func layoutContainer(in environment: WindowEnvironment) {
        let bounds = view.bounds
        if let top = topViewController {
            if top.viewIfLoaded?.superview !== view { view.insertSubview(top.view, at: 0) }
            top.view.frame = bounds
            top.layoutContainer(in: environment)
        }
        navigationBar.isHidden = isNavigationBarHidden
        if navigationBar.superview !== view { view.addSubview(navigationBar) }
        let item = topViewController?.navigationItem ?? NavigationItem()
        navigationBar.layout(
            item: item, title: topViewController?.title, width: bounds.width,
            top: topSafeAreaInset(in: environment),
            height: Self.barHeight(in: environment),
            horizontalInsets: horizontalSafeAreaInsets(in: environment), environment: environment)
    }

    /// The bar height for a device class and orientation.
    static func barHeight(in environment: WindowEnvironment) -> Double {
        let metrics = environment.metrics
        if environment.device.idiom == .pad { return metrics[.navigationBarHeightPad] }
        return environment.traitCollection.verticalSizeClass == .compact
            ? metrics[.navigationBarHeightCompact] : metrics[.navigationBarHeight]
    }

    func relayout() {
        if let environment = window?.environment { layoutContainer(in: environment) }
    }
}
