/// What a constraint can refer to: a view or a layout guide.
enum LayoutItem {
    case view(View)
    case guide(LayoutGuide)

    init?(_ object: AnyObject) {
        if let view = object as? View {
            self = .view(view)
        } else if let guide = object as? LayoutGuide {
            self = .guide(guide)
        } else {
            return nil
        }
    }

    /// The view itself, or the guide's owning view.
    var view: View? {
        switch self {
        case .view(let view): view
        case .guide(let guide): guide.owningView
        }
    }

    var object: AnyObject {
        switch self {
        case .view(let view): view
        case .guide(let guide): guide
        }
    }

    /// The view a constraint is installed on: the closest common ancestor of its items' views (the item's
    /// own view for a constraint with one item); `nil` when they are in different trees.
    static func commonAncestor(of constraint: LayoutConstraint) -> View? {
        guard let first = constraint.firstItem.flatMap(LayoutItem.init)?.view else { return nil }
        guard let secondObject = constraint.secondItem else { return first }
        guard let second = LayoutItem(secondObject)?.view else { return nil }
        var ancestor: View? = first
        while let candidate = ancestor {
            if second.isDescendant(of: candidate) { return candidate }
            ancestor = candidate.superview
        }
        return nil
    }
}

/// A view's Auto Layout state, allocated only for views that take part in it, so views laid out by frames
/// pay nothing.
final class AutoLayoutState {
    /// The constraints installed on the view (their items' closest common ancestor), in activation order.
    var installed: [LayoutConstraint] = []
    /// The guides the app added (`addLayoutGuide(_:)`).
    var guides: [LayoutGuide] = []
    /// The engine solving the view's tree, when the view is the root of a tree with constraints.
    var engine: LayoutEngine?
    /// Whether the engine places some of the view's subviews: the view's layout step assigns their frames.
    var hostsConstrainedSubviews = false
    /// Whether ``View/updateConstraints()`` is due.
    var needsUpdateConstraints = false
}

extension View {
    /// The topmost ancestor (the view itself when it has no superview).
    ///
    /// The walk steps through the ``superviewLink``s: a strong local would retain and release every
    /// ancestor on the way, and a window's reference counts are on Swift's slow path (windows are weakly
    /// referenced). Nothing runs during the walk that could free an ancestor.
    var treeRoot: View {
        treeRootLink.takeUnretainedValue()
    }

    /// ``treeRoot``, unretained: for callers that only compare it.
    var treeRootLink: Unmanaged<View> {
        var link = Unmanaged.passUnretained(self)
        while let parent = link.parentLink { link = parent }
        return link
    }

    /// The window at the root of this view's tree, if the root is one: a flag check instead of a dynamic
    /// cast, as layout asks for the window all the time.
    var rootWindow: Window? {
        let root = treeRoot
        // Only `Window`'s initialiser sets the flag, so the root is a `Window` when it is set.
        return root.isWindow ? unsafeDowncast(root, to: Window.self) : nil
    }

    /// The view's Auto Layout state, created on first use.
    func ensureAutoLayout() -> AutoLayoutState {
        if let state = autoLayout { return state }
        let state = AutoLayoutState()
        autoLayout = state
        return state
    }

    /// The engine of the tree this view is the root of, created on first use.
    func ensureEngine() -> LayoutEngine {
        let state = ensureAutoLayout()
        if let engine = state.engine { return engine }
        let engine = LayoutEngine(root: self)
        state.engine = engine
        return engine
    }
}

extension Unmanaged where Instance == View {
    /// The view's superview link, read without retaining the view (its caller keeps the tree alive).
    var parentLink: Unmanaged<View>? {
        _withUnsafeGuaranteedRef { $0.superviewLink }
    }

    /// The same link when the view is a window, else `nil`.
    var windowLink: Unmanaged<View>? {
        _withUnsafeGuaranteedRef { $0.isWindow } ? self : nil
    }
}
