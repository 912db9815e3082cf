import Foundation

/// A container that switches between child controllers with a tab bar, as `UITabBarController`.
/// Defines a presentation context.
open class TabBarController: ViewController {
    /// The tabs' controllers.
    public private(set) var viewControllers: [ViewController] = []
    /// The bar at the bottom.
    public let tabBar = TabBar()
    /// The index of the shown tab.
    open var selectedIndex = 0 {
        didSet { if let environment = window?.environment { layoutContainer(in: environment) } }
    }

    /// Creates an empty tab bar controller: UIKit's designated initialiser (the nib name and bundle are ignored); `init()` calls
    /// it.
    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        definesPresentationContext = true
    }

    /// Always `nil`: there are no storyboards on Linux (see ``ViewController/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The shown controller.
    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    /// Replaces the tabs.
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        for controller in viewControllers { controller.removeFromParent() }
        viewControllers = controllers
        for controller in controllers {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        selectedIndex = min(selectedIndex, max(0, controllers.count - 1))
    }

    override func layoutContainer(in environment: WindowEnvironment) {
        for (index, child) in viewControllers.enumerated() where index != selectedIndex {
            child.viewIfLoaded?.removeFromSuperview()
        }
        if let selected = selectedViewController {
            if selected.view.superview !== view { view.insertSubview(selected.view, at: 0) }
            selected.view.frame = view.bounds
            selected.layoutContainer(in: environment)
        }
        if tabBar.superview !== view { view.addSubview(tabBar) }
        tabBar.layout(
            titles: viewControllers.map { $0.title ?? "" }, selectedIndex: selectedIndex,
            size: view.bounds.size, bottomInset: bottomSafeAreaInset(in: environment),
            environment: environment)
    }
}
