import Foundation

/// A controller of one screen of content, with UIKit's presentation surface, as `UIViewController`.
///
/// Subclass it as you would `UIViewController`: override ``loadView()`` / ``viewDidLoad()`` to build the
/// view, the appearance and transition callbacks to react. Present other controllers with
/// ``present(_:animated:completion:)`` (or ``tryPresent(_:animated:completion:)`` to get UIKit's
/// warnings and exceptions as thrown ``PresentationError``s).
///
/// Like `UIViewController` it is an `NSObject` (equal only to itself, hashed by identity), and ``view`` is an
/// implicitly unwrapped `View!` that loads on first access, so it never reads as `nil`.
///
/// Differs from UIKit: not bound to the main actor; there are no storyboards or nibs, so the nib name and
/// bundle of ``init(nibName:bundle:)`` are ignored and ``init(coder:)`` always fails.
open class ViewController: Responder {
    private var loadedView: View?
    private var cachedPresentationController: PresentationController?
    private var storedNavigationItem: NavigationItem?
    private var storedTabBarItem: TabBarItem?

    /// The title, shown by navigation bars and the layout dump.
    open var title: String?
    /// The containing controller, if this one is a child.
    open internal(set) weak var parent: ViewController?
    /// Child controllers, in order.
    open internal(set) var children: [ViewController] = []

    /// The controller this one presented — or one of its ancestors did — if any, as in UIKit.
    open var presentedViewController: ViewController? {
        storedPresentedViewController ?? parent?.presentedViewController
    }
    /// The controller this very controller presented.
    var storedPresentedViewController: ViewController?
    /// The controller that presented this one (or an ancestor of it), if any.
    open var presentingViewController: ViewController? {
        storedPresentingViewController ?? parent?.presentingViewController
    }
    weak var storedPresentingViewController: ViewController?

    /// The style used the next time this controller is presented.
    open var modalPresentationStyle: ModalPresentationStyle = .automatic {
        didSet { if storedPresentingViewController == nil { cachedPresentationController = nil } }
    }
    /// The animation used when this controller is presented.
    open var modalTransitionStyle: ModalTransitionStyle = .coverVertical
    /// Whether `.currentContext` / `.overCurrentContext` presentations from inside this controller
    /// cover it. Containers (navigation, tab bar, split view) return `true`.
    open var definesPresentationContext = false
    /// Whether a context presentation covering this controller uses this controller's transition style.
    open var providesPresentationContextTransitionStyle = false
    /// The size a form sheet or popover gives this controller's content (zero: the style's default).
    ///
    /// A change is reported as UIKit reports it: to the parent's
    /// ``preferredContentSizeDidChange(forChildContentContainer:)``, or, for a presented controller without a
    /// parent, to its presentation controller's, whose default lays the presentation out again.
    open var preferredContentSize: Size = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            reportPreferredContentSizeChange()
        }
    }
    /// Whether the user may not dismiss this controller interactively (swipe down, tap outside).
    open var isModalInPresentation = false
    /// Whether a non-full-screen presentation of this controller takes over the status bar style.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// The status bar style this controller wants while it controls the status bar.
    open var preferredStatusBarStyle: StatusBarStyle { .default }
    /// Whether this controller wants the status bar hidden while it controls it.
    open var prefersStatusBarHidden: Bool { false }
    /// How the status bar animates when ``prefersStatusBarHidden`` changes (`.fade` unless overridden, as
    /// UIKit); kept: the status bar is drawn per frame and its hiding is not animated here.
    open var preferredStatusBarUpdateAnimation: StatusBarAnimation { .fade }
    /// Supplies a custom presentation controller for `.custom` presentations. Held weakly, as in UIKit.
    open weak var transitioningDelegate: ViewControllerTransitioningDelegate?
    /// The transition this controller is part of, while one runs.
    open var transitionCoordinator: TransitionCoordinator? {
        activeTransition ?? parent?.transitionCoordinator
    }
    weak var activeTransition: Transition?  // weak: the window owns running transitions

    /// Creates a controller: UIKit's designated initialiser, which subclasses override and call. There are no
    /// nibs here: `nibName` and `bundle` are ignored and ``loadView()`` builds the view.
    public init(nibName: String?, bundle: Bundle?) {
        super.init()
    }

    /// Creates a controller, as UIKit's `init()` (which calls ``init(nibName:bundle:)`` with `nil`s).
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Always `nil`: there are no storyboards or nib archives on Linux. Declared `required`, as in UIKit, so
    /// that a subclass's `required init?(coder:)` compiles unchanged.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a controller with a title.
    public convenience init(title: String?) {
        self.init()
        self.title = title
    }

    // MARK: - The view

    /// The root view, loaded by ``loadView()`` on first access, as UIKit's `view: UIView!`. Reading it
    /// never gives `nil`: a missing view is loaded first. Setting `nil` unloads it; the next read loads
    /// it again.
    open var view: View! {
        get { rootView }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The root view, loaded first if needed.
    var rootView: View {
        if let loadedView { return loadedView }
        loadView()
        let view = loadedView ?? View()
        loadedView = view
        view.owningViewController = self
        configureLoadedView(view)
        viewDidLoad()
        return view
    }

    /// Loads the view now if it is not loaded yet, as UIKit's `loadViewIfNeeded()`.
    open func loadViewIfNeeded() {
        _ = rootView
    }

    /// The root view if it has been loaded.
    open var viewIfLoaded: View? { loadedView }
    /// Whether ``view`` has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The superview of this controller's view, else the presenting controller, as UIKit.
    open override var next: Responder? {
        loadedView?.superview ?? presentingViewController
    }

    override var responderWindow: Window? { loadedView?.window }

    /// Creates the root view; the default makes a plain view with the system background colour.
    /// Overrides assign ``view`` and do not call `super`.
    open func loadView() {
        let view = View(frame: Self.defaultViewFrame)
        view.backgroundColor = .systemBackground
        loadedView = view
    }

    /// The frame of the view ``loadView()`` makes: the current window's screen bounds (in its orientation), as
    /// UIKit makes the default view the size of the main screen; zero when no window exists on this thread.
    static var defaultViewFrame: Rect {
        guard let environment = Window.current?.environment else { return .zero }
        return Rect(origin: .zero, size: environment.screenSize)
    }

    /// The deprecated top and bottom layout guides, once asked for.
    var legacyTopGuide: LayoutSupport?
    var legacyBottomGuide: LayoutSupport?

    /// The orientations the controller supports, as UIKit's `supportedInterfaceOrientations`: every one on
    /// iPad, every one but upside down on iPhone (UIKit's defaults). Kept: the window's orientation is chosen
    /// by the caller here.
    open var supportedInterfaceOrientations: InterfaceOrientationMask {
        window?.environment.device.idiom == .pad ? .all : .allButUpsideDown
    }

    /// Called before `segue` is performed, as UIKit's `prepare(for:sender:)`; does nothing by default. Nothing
    /// performs segues on Linux but your own code (see ``StoryboardSegue``).
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    /// Whether the segue named `identifier` should be performed, as UIKit's; `true` by default.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Performs the storyboard segue named `identifier`, as UIKit's `performSegue(withIdentifier:sender:)`.
    /// There are no storyboards on Linux, so no identifier names a segue: nothing is performed, and
    /// ``PresentationError/noSegue(identifier:controller:)`` goes to the window's diagnostics (UIKit raises an
    /// exception for an identifier its storyboard lacks).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        window?.report(PresentationError.noSegue(identifier: identifier, controller: description))
    }

    /// The guide that ends where the top bars end, as UIKit's deprecated `topLayoutGuide`: a layout guide from
    /// the top of the view to the top of its safe area (`length` is its height).
    open var topLayoutGuide: LayoutSupport { legacyLayoutGuide(top: true) }
    /// The guide that begins where the bottom bars begin, as UIKit's deprecated `bottomLayoutGuide`: from the
    /// bottom of the safe area to the bottom of the view.
    open var bottomLayoutGuide: LayoutSupport { legacyLayoutGuide(top: false) }

    /// Called once after the view loads.
    open func viewDidLoad() {}

    /// Called in the layout pass before the root view's ``View/layoutSubviews()``.
    open func viewWillLayoutSubviews() {}

    /// Updates the constraints of the controller's view when it asked for it
    /// (``View/setNeedsUpdateConstraints()``), as UIKit's `updateViewConstraints()`; the default runs the
    /// view's ``View/updateConstraints()``. Overrides call `super` last.
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }
    /// Called in the layout pass after the root view's ``View/layoutSubviews()``.
    open func viewDidLayoutSubviews() {}

    /// Insets added to the safe area of the root view and everything inside it, as UIKit's
    /// `additionalSafeAreaInsets` (a custom bar or a grabber that content should stay clear of).
    open var additionalSafeAreaInsets = EdgeInsets(all: 0) {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The edges of the root view that extend under a container's bars, as UIKit's `edgesForExtendedLayout`
    /// (default: all). A navigation controller places a child without `.top` below its bar, a tab bar
    /// controller a child without `.bottom` above its bar; either way the bar is then outside the child's
    /// safe area rather than inside it.
    open var edgesForExtendedLayout: RectEdge = .all {
        didSet { relayoutParentContainer() }
    }

    /// Whether the root view also extends under opaque bars (default `false`), as UIKit's
    /// `extendedLayoutIncludesOpaqueBars`.
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { relayoutParentContainer() }
    }

    /// Lays the parent container out again (it places this controller's view by these settings).
    private func relayoutParentContainer() {
        guard let parent, let environment = parent.window?.environment else { return }
        parent.layoutContainer(in: environment)
    }

    /// The bar of this container that lies over `child`'s view, in this controller's view coordinates: it
    /// takes its space out of the child's safe area, as UIKit's containers' bars do. None by default.
    func barFrame(over child: ViewController) -> Rect? { nil }

    /// Whether the root view's layout margins are at least the system minimum (16 or 20 pt at the sides), as
    /// UIKit's `viewRespectsSystemMinimumLayoutMargins` (default `true`).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// Whether the controller is being presented: from the start of its presentation until after its
    /// `viewDidAppear`, as UIKit's `isBeingPresented`.
    open internal(set) var isBeingPresented = false
    /// Whether the controller is being dismissed: from the start of its dismissal until after its
    /// `viewDidDisappear`, as UIKit's `isBeingDismissed`.
    open internal(set) var isBeingDismissed = false

    /// The child whose ``preferredStatusBarStyle`` the status bar shows when this controller controls it;
    /// `nil` (the default) uses this controller's own, as UIKit's `childForStatusBarStyle`.
    open var childForStatusBarStyle: ViewController? { nil }
    /// The child whose ``prefersStatusBarHidden`` decides when this controller controls the status bar;
    /// `nil` (the default) uses this controller's own, as UIKit's `childForStatusBarHidden`.
    open var childForStatusBarHidden: ViewController? { nil }
    /// The child a container passes the status-bar question to when no `childForStatusBar…` names one
    /// (tab: selected, navigation: top, split: secondary); `nil` for a controller that is not a container.
    var visibleChildForStatusBar: ViewController? { nil }

    /// Tells the system the status bar's style or visibility wants updating, as UIKit's
    /// `setNeedsStatusBarAppearanceUpdate()`. Here the status bar is worked out from the controllers each
    /// time a frame is drawn, so it already shows the new answer; the call is kept for source compatibility.
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// Called when memory runs low; never called here (there is no memory pressure on a virtual device).
    open func didReceiveMemoryWarning() {}

    /// Whether this controller passes its appearance callbacks on to its children by itself, as UIKit's
    /// `shouldAutomaticallyForwardAppearanceMethods` (default `true`). A container that returns `false` calls
    /// ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()`` on each child instead.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Where the controller is in its appearance cycle (see `ViewController+Appearance.swift`).
    var appearanceCycle = AppearanceCycle()
    /// Whether ``addChild(_:)`` added this controller and its ``didMove(toParent:)`` has not come yet.
    var awaitsDidMove = false
    /// Diagnostics from before this controller was in a window, waiting for one (see `Window+Diagnostics`).
    var diagnosticsBeforeWindow: [PresentationError] = []

    /// The children whose appearance follows this controller's: by default those whose view is inside this
    /// controller's view; containers name theirs (the top of a navigation stack, the selected tab).
    var appearanceChildren: [ViewController] {
        guard let root = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: root) == true }
    }

    /// Starts an appearance transition of this (child) controller, as UIKit's
    /// `beginAppearanceTransition(_:animated:)`: calls ``viewWillAppear(_:)`` or ``viewWillDisappear(_:)`` and
    /// passes the transition on to this controller's own children. A call that does not fit (appearing while
    /// appearing or on screen, disappearing while off screen) calls nothing and adds
    /// ``PresentationError/unbalancedAppearanceTransition(_:)`` to the window's diagnostics, where UIKit logs
    /// "Unbalanced calls to begin/end appearance transitions".
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated, in: window ?? parent?.window)
    }

    /// Ends the appearance transition begun last: calls ``viewIsAppearing(_:)`` if it is still owed, then
    /// ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)``. Without a transition begun it calls nothing and adds
    /// ``PresentationError/unbalancedAppearanceTransition(_:)`` to the window's diagnostics.
    open func endAppearanceTransition() {
        endAppearance()
    }

    /// Whether the controller is being removed from its parent, as UIKit's `isMovingFromParent`: from
    /// ``willMove(toParent:)`` with `nil` (or the start of a pop) until it has left, so `true` in the
    /// disappearance callbacks of a popped or removed child.
    open internal(set) var isMovingFromParent = false
    /// Whether the controller is being added to a parent, as UIKit's `isMovingToParent`: from
    /// ``addChild(_:)`` (or the start of a push) until its first ``viewDidAppear(_:)`` there has returned or
    /// its container settled it, so `true` in the appearance callbacks of a pushed or newly added child.
    open internal(set) var isMovingToParent = false

    /// Tags a freshly loaded root view for the render tree.
    func configureLoadedView(_ view: View) {
        if view.role == .view { view.role = .content }
        if view.label == nil { view.label = title ?? typeName }
    }

    // MARK: - Appearance and transitions

    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once per appearance, after ``viewWillAppear(_:)``, when the view is in its window and its superview
    /// has given it its size, before it lays its own subviews out and before ``viewDidAppear(_:)``: UIKit's
    /// `viewIsAppearing(_:)` (iOS 17, back to iOS 13), the place for geometry- and trait-dependent setup.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view's size changes (rotation, multitasking resize). The default forwards to
    /// the children, as UIKit does.
    open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        for child in children { child.viewWillTransition(to: child.view.bounds.size, with: coordinator) }
    }
    /// Called before the traits change. The default forwards to the children.
    open func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }
    /// The size of a child's content inside a parent of `parentSize`: `parentSize`, as UIKit's default.
    open func size(forChildContentContainer container: ContentContainer, withParentContainerSize parentSize: Size)
        -> Size
    { parentSize }
    /// Called when a child's preferred content size changed; does nothing, as UIKit's default.
    open func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer) {}
    /// Called after the traits changed.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Called before the controller is added to or removed from a parent. With `nil` the default marks the
    /// controller ``isMovingFromParent``, as UIKit's does; overrides call `super`.
    open func willMove(toParent parent: ViewController?) {
        if parent == nil, self.parent != nil { isMovingFromParent = true }
    }
    /// Called after the controller was added to or removed from a parent. The default ends
    /// ``isMovingToParent``, as UIKit's does; overrides call `super`.
    open func didMove(toParent parent: ViewController?) {
        isMovingToParent = false
        awaitsDidMove = false
    }

    /// Lays out container chrome and child views for the current environment; containers override it.
    func layoutContainer(in environment: WindowEnvironment) {
        for child in children { child.layoutContainer(in: environment) }
    }

    // MARK: - Presenting

    /// Presents `viewControllerToPresent`, as UIKit does. A presentation UIKit would refuse (with a
    /// console warning or an exception) is dropped and its ``PresentationError`` appended to the window's
    /// ``Window/diagnostics``; use ``tryPresent(_:animated:completion:)`` to get it thrown instead. When this
    /// controller is in no window yet (UIKit's "whose view is not in the window hierarchy"), the diagnostic waits
    /// on it and joins the diagnostics of the window it first appears in, so a snapshot of that window fails.
    open func present(
        _ viewControllerToPresent: ViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        do {
            try tryPresent(viewControllerToPresent, animated: flag, completion: completion)
        } catch {
            if let window = window ?? viewControllerToPresent.window {
                window.report(error)
            } else {
                reportWithoutWindow(error)
            }
        }
    }

    /// Presents `viewControllerToPresent`, throwing where UIKit would log a warning or raise.
    public func tryPresent(
        _ viewControllerToPresent: ViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) throws(PresentationError) {
        guard let window else {
            try PresentationMachine.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
            return
        }
        try window.withCurrent { () throws(PresentationError) in
            try PresentationMachine.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
        }
    }

    /// Dismisses the controller this one presented (and everything above it); when it presented
    /// nothing, asks its presenter to dismiss it, as UIKit does.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let window else { return PresentationMachine.dismiss(from: self, animated: flag, completion: completion) }
        window.withCurrent { PresentationMachine.dismiss(from: self, animated: flag, completion: completion) }
    }

    /// Shows a controller in the primary context: pushed by an enclosing navigation controller,
    /// otherwise presented.
    open func show(_ vc: ViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows a controller in the secondary context: the detail column of an enclosing split view
    /// controller, otherwise as ``show(_:sender:)``.
    open func showDetailViewController(_ vc: ViewController, sender: Any?) {
        if let splitViewController, !splitViewController.isCollapsed {
            splitViewController.showDetailViewController(vc, sender: sender)
        } else {
            show(vc, sender: sender)
        }
    }

    /// The presentation controller managing this controller's presentation, created for the current
    /// ``modalPresentationStyle`` when first read (ask the transitioning delegate first for `.custom`).
    open var presentationController: PresentationController? {
        if let cachedPresentationController { return cachedPresentationController }
        let controller = PresentationMachine.makePresentationController(
            for: self, style: modalPresentationStyle.resolved(in: window?.environment.era ?? .latest),
            presenting: nil, source: nil)
        cachedPresentationController = controller
        return controller
    }

    /// The presentation controller when ``modalPresentationStyle`` is `.popover`.
    open var popoverPresentationController: PopoverPresentationController? {
        presentationController as? PopoverPresentationController
    }

    /// The presentation controller when ``modalPresentationStyle`` is a page or form sheet.
    open var sheetPresentationController: SheetPresentationController? {
        presentationController as? SheetPresentationController
    }

    /// Installs the presentation controller to use for the coming presentation.
    func installPresentationController(_ controller: PresentationController?) {
        cachedPresentationController = controller
    }

    // MARK: - Relatives

    /// The navigation item this controller shows in a navigation bar.
    open var navigationItem: NavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = NavigationItem()
        item.owner = self
        storedNavigationItem = item
        return item
    }

    /// The controller's view finished laying out its subviews (between `layoutSubviews()` and
    /// `viewDidLayoutSubviews()`): containers whose view a parent resized lay their children out again here.
    func ownViewDidLayOut() {}

    /// Asks the navigation bar showing this controller's item to lay its items out again in the next layout
    /// pass (at once would be inside whatever changed the item, perhaps half-way through a presentation).
    func navigationItemDidChange() {
        guard let navigation = navigationController, navigation.topViewController === self else { return }
        navigation.navigationBar.itemDidChange()
    }

    /// The item that stands for this controller in a tab bar, as `tabBarItem`: created on first use without
    /// a title or image (the tab bar then shows the controller's ``title``), or the one assigned.
    open var tabBarItem: TabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = TabBarItem(title: nil, image: nil, selectedImage: nil)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    /// The nearest enclosing navigation controller.
    open var navigationController: NavigationController? { nearestAncestor(NavigationController.self) }
    /// The nearest enclosing tab bar controller.
    open var tabBarController: TabBarController? { nearestAncestor(TabBarController.self) }
    /// The nearest enclosing split view controller.
    open var splitViewController: SplitViewController? { nearestAncestor(SplitViewController.self) }

    /// The window this controller's view is in — for a controller whose view a full-screen presentation
    /// took out of the hierarchy, the window of what it presented (or of its parent's).
    package var window: Window? {
        loadedView?.window ?? storedPresentedViewController?.window ?? parent?.window
    }

    /// The traits of this controller: the window's, with the presentation's ``PresentationController/overrideTraitCollection`` on top.
    open var traitCollection: TraitCollection {
        let base =
            window?.traitCollection ?? storedPresentingViewController?.traitCollection
            ?? parent?.traitCollection ?? TraitCollection()
        guard let override = presentationControllerIfPresented?.overrideTraitCollection else { return base }
        return TraitCollection(traitsFrom: [base, override])
    }

    /// Tells the parent, or the presentation controller while this controller is presented, that
    /// ``preferredContentSize`` changed. A presentation controller lays the presentation out again itself
    /// (its default does; an override that does not call it keeps the old frame, as in UIKit); otherwise the
    /// window does.
    final func reportPreferredContentSizeChange() {
        if let parent {
            parent.preferredContentSizeDidChange(forChildContentContainer: self)
        } else if let presentation = presentationControllerIfPresented {
            presentation.preferredContentSizeDidChange(forChildContentContainer: self)
            return
        }
        window?.relayoutPresentations()
    }

    /// The presentation controller only while this controller is presented.
    var presentationControllerIfPresented: PresentationController? {
        storedPresentingViewController == nil ? nil : cachedPresentationController
    }

    /// The topmost ancestor by parent links (self when it has no parent).
    var rootAncestor: ViewController {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }

    private func nearestAncestor<T: ViewController>(_ type: T.Type) -> T? {
        var current = parent
        while let candidate = current {
            if let match = candidate as? T { return match }
            current = candidate.parent
        }
        return nil
    }

    /// The class name, for descriptions.
    var typeName: String { TypeNameCache.name(of: type(of: self)) }

    /// `<TypeName: title>`, the form UIKit's messages print.
    open override var description: String {
        if let cachedDescription, cachedDescription.title == title { return cachedDescription.text }
        let text = Self.description(typeName: typeName, title: title)
        cachedDescription = (title, text)
        return text
    }

    /// `<TypeName: title>`, or `<TypeName>` without a title.
    static func description(typeName: String, title: String?) -> String {
        title.map { "<\(typeName): \($0)>" } ?? "<\(typeName)>"
    }
    private var cachedDescription: (title: String?, text: String)?
}
