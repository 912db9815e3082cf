import Foundation

/// A two-column container, as `UISplitViewController` with its automatic display mode.
///
/// Columns sit side by side when the window is horizontally regular and landscape; in regular portrait
/// only the secondary column shows (the primary is hidden off screen, as in `.secondaryOnly`); in compact
/// width the controller is collapsed and shows the secondary controller (the primary when there is none).
/// Both columns define presentation contexts through their own containers; the split view itself does too.
open class SplitViewController: ViewController {
    /// The primary (sidebar) controller.
    public private(set) var primaryViewController: ViewController?
    /// The secondary (detail) controller.
    public private(set) var secondaryViewController: ViewController?

    override var visibleChildForStatusBar: ViewController? { secondaryViewController ?? primaryViewController }
    /// The divider between the columns.
    public let separator = View()
    /// Width of the primary column when side by side.
    open var preferredPrimaryColumnWidth: Double?

    /// Creates an empty split view controller: UIKit's designated initialiser (the nib name and bundle are ignored); `init()` calls
    /// it.
    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        definesPresentationContext = true
        separator.role = .separator
        separator.label = "column divider"
    }

    /// Always `nil`: there are no storyboards on Linux (see ``ViewController/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Both controllers, primary first.
    open var viewControllers: [ViewController] {
        get { [primaryViewController, secondaryViewController].compactMap { $0 } }
        set {
            let columns = acceptableChildren(newValue)
            setColumn(\.primaryViewController, columns.first)
            setColumn(\.secondaryViewController, columns.count > 1 ? columns[1] : nil)
        }
    }

    /// Whether only one column shows because the width is compact.
    open var isCollapsed: Bool { traitCollection.horizontalSizeClass == .compact }

    /// Replaces the secondary column.
    open override func showDetailViewController(_ vc: ViewController, sender: Any?) {
        guard vc === secondaryViewController || acceptsChild(vc) else { return }
        setColumn(\.secondaryViewController, vc)
    }

    override func layoutContainer(in environment: WindowEnvironment) {
        let bounds = view.bounds
        let sideBySide = environment.traitCollection.horizontalSizeClass == .regular && bounds.width > bounds.height
        let primaryWidth = preferredPrimaryColumnWidth ?? environment.metrics[.splitPrimaryColumnWidth]
        var frames: [(ViewController, Rect)] = []
        if sideBySide, let primary = primaryViewController {
            frames.append((primary, Rect(x: 0, y: 0, width: primaryWidth, height: bounds.height)))
            if let secondary = secondaryViewController {
                frames.append(
                    (
                        secondary,
                        Rect(
                            x: primaryWidth, y: 0, width: bounds.width - primaryWidth,
                            height: bounds.height)
                    ))
            }
        } else if let shown = secondaryViewController ?? primaryViewController {
            frames.append((shown, bounds))
        }
        for child in children where !frames.contains(where: { $0.0 === child }) {
            child.viewIfLoaded?.removeFromSuperview()
        }
        for (index, (child, frame)) in frames.enumerated() {
            if child.view.superview !== view { view.insertSubview(child.view, at: index) }
            child.view.frame = frame
            child.layoutContainer(in: environment)
        }
        separator.isHidden = !sideBySide
        if separator.superview !== view { view.addSubview(separator) }
        separator.frame = Rect(x: primaryWidth, y: 0, width: 1 / environment.device.scale, height: bounds.height)
        separator.backgroundColor = .separator
    }

    /// Puts `controller` in a column. The column is read and written through a key path, not held `inout`:
    /// the old controller's disappearance callbacks may read the columns.
    private func setColumn(
        _ column: ReferenceWritableKeyPath<SplitViewController, ViewController?>, _ controller: ViewController?
    ) {
        self[keyPath: column]?.detachFromParent()
        self[keyPath: column] = controller
        if let controller { addChild(controller) }
        if let environment = window?.environment { layoutContainer(in: environment) }
        controller?.settle(inParent: self)  // after it appeared, as a container's child does
    }
}
