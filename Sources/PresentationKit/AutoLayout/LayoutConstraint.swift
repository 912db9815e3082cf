import Foundation

/// A relation between two layout attributes, `first.attribute relation multiplier × second.attribute +
/// constant`, as UIKit's `NSLayoutConstraint`.
///
/// A constraint does nothing until it is active (``isActive``, ``activate(_:)``): it is then installed on
/// the closest common ancestor of its items and solved with the other active constraints of that view
/// tree when the tree lays out. Changing ``constant`` of an active constraint re-solves incrementally and
/// schedules layout; lay out inside `View.animate` to animate the change.
///
/// Differs from UIKit: the items are held weakly (UIKit's are `unowned(unsafe)`); a constraint whose items
/// share no ancestor is not activated and, when one of them is in a window, the window's
/// ``Window/diagnostics`` gets UIKit's exception text instead of the app crashing. Leading and trailing are
/// left and right (the layout is always left to right).
open class LayoutConstraint: NSObject {
    /// UIKit's `NSLayoutConstraint.Axis`.
    public typealias Axis = LayoutConstraintAxis

    /// The part of an item a constraint relates, with UIKit's raw values.
    public enum Attribute: Int, Sendable {
        case left = 1
        case right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        /// No attribute: the second attribute of a constraint with no second item.
        case notAnAttribute = 0

        /// UIKit's alias for ``lastBaseline``.
        public static let baseline = Attribute.lastBaseline
    }

    /// How the first attribute compares with the second, with UIKit's raw values.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// The first item (a view or a layout guide).
    open private(set) weak var firstItem: AnyObject?
    /// The attribute of ``firstItem``.
    public let firstAttribute: Attribute
    /// How the first attribute relates to the second.
    public let relation: Relation
    /// The second item, `nil` for a constant size.
    open private(set) weak var secondItem: AnyObject?
    /// The attribute of ``secondItem`` (``Attribute/notAnAttribute`` without one).
    public let secondAttribute: Attribute
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat

    /// The amount added to the second attribute. Setting it on an active constraint re-solves the layout
    /// incrementally and schedules layout of the affected views.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            installedEngine?.constantChanged(of: self)
        }
    }

    /// How strongly the constraint holds (required by default). As in UIKit, an active constraint cannot
    /// move between required and optional; the change is refused and reported to the window's
    /// ``Window/diagnostics`` (UIKit raises an exception).
    open var priority: LayoutPriority {
        get { storedPriority }
        set {
            guard newValue != storedPriority else { return }
            let old = storedPriority
            if isActive, (old >= .required) != (newValue >= .required) {
                report(.requiredPriorityChange(from: old.rawValue, to: newValue.rawValue))
                return
            }
            storedPriority = newValue
            installedEngine?.priorityChanged(of: self)
        }
    }

    /// A name shown in logs, as UIKit's `identifier`.
    open var identifier: String?

    /// Whether the constraint takes part in layout. Setting it installs the constraint on its items'
    /// closest common ancestor, or removes it.
    open var isActive: Bool {
        get { installedView != nil }
        set {
            guard newValue != isActive else { return }
            if newValue { install() } else { uninstall() }
        }
    }

    private var storedPriority: LayoutPriority = .required
    /// The view the active constraint is installed on (its items' closest common ancestor).
    weak var installedView: View?
    /// Creates a constraint `item.attribute relation multiplier × toItem.attribute + constant`, as UIKit's
    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
            multiplier: multiplier, constant: c)
    }

    init(
        first: AnyObject, _ firstAttribute: Attribute, _ relation: Relation, second: AnyObject?,
        _ secondAttribute: Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0
    ) {
        firstItem = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        secondItem = second
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// The constraints one line of the visual format language describes, as UIKit's
    /// `constraints(withVisualFormat:options:metrics:views:)`; none of them is active yet.
    ///
    /// `H:|-20-[a]-[b(>=50)]-|` gives `a.leading == superview.leading + 20`, `b.leading == a.trailing + 8`,
    /// `b.width >= 50` and `superview.trailing == b.trailing + 20`: the item later in the line comes first.
    /// A single `-` is the standard space, 8 pt between siblings and 20 pt to the superview's edge (see
    /// ``Metric/standardSiblingSpacing`` and ``Metric/standardSuperviewSpacing``).
    ///
    /// Differs from UIKit: a format UIKit cannot parse raises an Objective-C exception there, crashing the
    /// app. Here the method returns no constraints and appends ``PresentationError/invalidVisualFormat(_:)``
    /// (the same text, problem and column) to ``Window/diagnostics`` of the first named view that is in a
    /// window. Call ``visualFormatConstraints(_:options:metrics:views:)`` to get the error thrown instead.
    open class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [LayoutConstraint] {
        do {
            return try visualFormatConstraints(format, options: opts, metrics: metrics, views: views)
        } catch {
            report(error, amongViewsIn: views)
            return []
        }
    }

    /// Activates every constraint, as UIKit's `activate(_:)`.
    open class func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint, as UIKit's `deactivate(_:)`.
    open class func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The views (a guide's owning view) the constraint relates.
    var itemViews: [View] {
        [firstItem, secondItem].compactMap { $0.flatMap(LayoutItem.init)?.view }
    }

    /// The engine holding the constraint, if it is active.
    var installedEngine: LayoutEngine? {
        installedView?.treeRoot.autoLayout?.engine
    }

    private func install() {
        guard let host = LayoutItem.commonAncestor(of: self) else {
            report(.noCommonAncestor(constraint: UIKitDescription.of(self, in: nil)))
            return
        }
        host.ensureAutoLayout().installed.append(self)
        installedView = host
        host.treeRoot.ensureEngine().added(self)
    }

    private func uninstall() {
        guard let host = installedView else { return }
        let engine = installedEngine
        host.autoLayout?.installed.removeAll { $0 === self }
        installedView = nil
        engine?.removed(self)
    }

    private func report(_ diagnostic: PresentationError) {
        itemViews.lazy.compactMap(\.window).first?.diagnostics.append(diagnostic)
    }

    open override var description: String {
        UIKitDescription.of(self, in: installedEngine)
    }
}
