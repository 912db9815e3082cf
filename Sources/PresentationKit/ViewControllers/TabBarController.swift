import Foundation

/// A container that switches between child controllers with a tab bar, as `UITabBarController`.
/// Defines a presentation context.
open class TabBarController: ViewController {
    /// The tabs' controllers, as UIKit's optional, settable `viewControllers` (`nil` until tabs are set);
    /// setting it is ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [ViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The tabs' controllers (empty when there are none).
    package private(set) var tabs: [ViewController] = []
    /// The tab bar: at the bottom, or floating at the top on iPadOS 18 in regular width.
    public let tabBar = TabBar()
    /// The index of the shown tab.
    open var selectedIndex = 0 {
        didSet { selectionDidChange(from: oldValue) }
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

    /// The shown controller; setting one of the tabs selects it (any other controller is ignored, where
    /// UIKit raises an exception).
    open var selectedViewController: ViewController? {
        get { tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    override var visibleChildForStatusBar: ViewController? { selectedViewController }

    /// Only the selected controller appears and disappears with the tab bar controller.
    override var appearanceChildren: [ViewController] { selectedViewController.map { [$0] } ?? [] }

    /// Replaces the tabs.
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        let controllers = acceptableChildren(viewControllers ?? [])
        for controller in tabs { controller.detachFromParent() }
        tabs = controllers
        for controller in controllers {
            addChild(controller)
            controller.settle(inParent: self)
        }
        selectedIndex = min(selectedIndex, max(0, controllers.count - 1))
    }

    /// Shows the newly selected tab. While on screen, the tabs' appearance callbacks come in UIKit's order
    /// for a tab switch: the new tab's `viewWillAppear`, the old tab's `viewWillDisappear` and
    /// `viewDidDisappear`, then the new tab's `viewDidAppear` (not animated).
    private func selectionDidChange(from oldIndex: Int) {
        guard let environment = window?.environment else { return }
        let old = tabs.indices.contains(oldIndex) ? tabs[oldIndex] : nil
        guard let old, let new = selectedViewController, old !== new, appearanceCycle.state == .appeared else {
            return layoutContainer(in: environment)
        }
        new.beginAppearance(true, animated: false, in: window)
        old.beginAppearance(false, animated: false, in: window)
        layoutContainer(in: environment)
        new.sendOwedIsAppearing()
        old.endAppearance()
        new.endAppearance()
    }

    override func barFrame(over child: ViewController) -> Rect? {
        tabBar.isHidden ? nil : tabBar.frame
    }

    override func layoutContainer(in environment: WindowEnvironment) {
        for (index, child) in tabs.enumerated() where index != selectedIndex {
            child.viewIfLoaded?.removeFromSuperview()
        }
        let horizontal = horizontalSafeAreaInsets(in: environment)
        let insets = EdgeInsets(
            top: topSafeAreaInset(in: environment), left: horizontal.left,
            bottom: bottomSafeAreaInset(in: environment), right: horizontal.right)
        let barTop = TabBar.bottomBarTop(
            containerHeight: view.bounds.height, bottomInset: insets.bottom, environment: environment)
        if let selected = selectedViewController {
            if selected.view.superview !== view { view.insertSubview(selected.view, at: 0) }
            var frame = view.bounds
            if !selected.edgesForExtendedLayout.contains(.bottom), !TabBar.floats(in: environment) {
                frame.size.height = max(0, barTop - frame.minY)
            }
            selected.view.frame = frame
            selected.layoutContainer(in: environment)
        }
        if tabBar.superview !== view { view.addSubview(tabBar) }
        tabBar.layout(
            tabs.enumerated().map { index, child in
                Self.entry(for: child, selected: index == selectedIndex)
            },
            selectedIndex: selectedIndex, size: view.bounds.size, insets: insets,
            contentReachesUnderBar: selectedViewController.map { contentBottom(in: $0.view) > barTop } ?? false,
            environment: environment)
    }

    /// What the bar shows for a tab: the child's ``ViewController/tabBarItem`` title and image (the selected
    /// image when selected), falling back to the child's title and, for a navigation controller, to its root
    /// controller's item and title — UIKit propagates a root controller's title to the tab.
    static func entry(for child: ViewController, selected: Bool) -> TabBar.Entry {
        let root = (child as? NavigationController)?.viewControllers.first
        let items = ([child.tabBarItem] + (root.map { [$0.tabBarItem] } ?? [])).compactMap { $0 }
        let title = items.lazy.compactMap(\.title).first ?? child.title ?? root?.title ?? ""
        let image = items.lazy.compactMap { selected ? $0.selectedImage ?? $0.image : $0.image }.first
        return TabBar.Entry(title: title, image: image)
    }

    /// How far down this controller's view the content under `view` reaches: the bottom of its list rows
    /// and of its scroll views' content (`-infinity` without either). Decides the tab bar's scroll-edge
    /// appearance.
    private func contentBottom(in view: View) -> Double {
        var bottom = -Double.infinity
        if view.role == .listRow {
            bottom = view.convert(view.bounds, to: self.view).maxY
        } else if let scrollView = view as? ScrollView {
            let top = scrollView.superview?.convert(scrollView.frame, to: self.view).minY ?? 0
            bottom = top + scrollView.contentSize.height - scrollView.contentOffset.y
        }
        for subview in view.subviews where !subview.isHidden {
            bottom = max(bottom, contentBottom(in: subview))
        }
        return bottom
    }
}
