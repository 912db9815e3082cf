import Foundation

extension View {
    /// The target size for the smallest size constraints allow (0 × 0), as UIKit's
    /// `UIView.layoutFittingCompressedSize`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The target size for the largest size constraints allow, as UIKit's `UIView.layoutFittingExpandedSize`.
    /// UIKit does not document the value; 10,000,000 × 10,000,000 is the best-supported reading (low
    /// confidence), and only its being far beyond any screen matters.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The active constraints installed on this view (the closest common ancestor of their items), in the
    /// order they were activated, as UIKit's `constraints`. The constraints UIKit makes from autoresizing
    /// masks and intrinsic sizes are not listed.
    public var constraints: [LayoutConstraint] { autoLayout?.installed ?? [] }

    /// Activates `constraint`, as UIKit's legacy `addConstraint(_:)` (the constraint is installed on its
    /// items' closest common ancestor, which UIKit requires `self` to be).
    public func addConstraint(_ constraint: LayoutConstraint) {
        constraint.isActive = true
    }

    /// Activates every constraint, as UIKit's `addConstraints(_:)`.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.activate(constraints)
    }

    /// Deactivates `constraint` if it is installed on this view, as UIKit's `removeConstraint(_:)`.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.installedView === self else { return }
        constraint.isActive = false
    }

    /// Deactivates the constraints installed on this view, as UIKit's `removeConstraints(_:)`.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// The guides added to the view, as UIKit's `layoutGuides`.
    public var layoutGuides: [LayoutGuide] { autoLayout?.guides ?? [] }

    /// Adds a guide the app made; constraints on its anchors then place it in this view.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.region == .custom else { return }
        guide.owningView?.removeLayoutGuide(guide)
        ensureAutoLayout().guides.append(guide)
        guide.owningView = self
    }

    /// Removes a guide the app added, deactivating the constraints on it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard let state = autoLayout, state.guides.contains(where: { $0 === guide }) else { return }
        state.guides.removeAll { $0 === guide }
        var ancestor: View? = self
        while let view = ancestor {
            for constraint in view.constraints where constraint.firstItem === guide || constraint.secondItem === guide {
                constraint.isActive = false
            }
            ancestor = view.superview
        }
        guide.owningView = nil
        treeRoot.autoLayout?.engine?.invalidate()
    }

    /// Asks for ``updateConstraints()`` before the next layout, as UIKit's `setNeedsUpdateConstraints()`.
    public func setNeedsUpdateConstraints() {
        ensureAutoLayout().needsUpdateConstraints = true
        treeRoot.ensureEngine().hasPendingConstraintUpdates = true
        setNeedsEnginePass()
    }

    /// Whether ``updateConstraints()`` is due, as UIKit's `needsUpdateConstraints()`.
    public func needsUpdateConstraints() -> Bool {
        autoLayout?.needsUpdateConstraints ?? false
    }

    /// Runs the pending ``updateConstraints()`` of this view and its descendants now, subviews first, as
    /// UIKit's `updateConstraintsIfNeeded()`.
    public func updateConstraintsIfNeeded() {
        updateConstraintsInTreeIfNeeded()
    }

    /// The update-constraints pass over the subtree: subviews before their superview; a controller's root
    /// view goes through the controller's `updateViewConstraints()`.
    func updateConstraintsInTreeIfNeeded() {
        for subview in subviews { subview.updateConstraintsInTreeIfNeeded() }
        guard autoLayout?.needsUpdateConstraints == true else { return }
        if let controller = owningViewController {
            controller.updateViewConstraints()
        } else {
            updateConstraints()
        }
        autoLayout?.needsUpdateConstraints = false
    }

    /// The active constraints that place the view on `axis`, as UIKit's `constraintsAffectingLayout(for:)`:
    /// here the app's constraints that name one of the view's attributes on that axis.
    public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
        treeRoot.autoLayout?.engine?.constraints(affecting: self, on: axis) ?? []
    }

    /// Whether the constraints leave the view's frame free to move, as UIKit's `hasAmbiguousLayout`.
    public var hasAmbiguousLayout: Bool {
        guard let engine = treeRoot.autoLayout?.engine else { return false }
        engine.prepareForPass()
        return engine.isAmbiguous(self)
    }

    /// The size the view's constraints give it when pulled towards `targetSize` at
    /// ``LayoutPriority/fittingSizeLevel``, as UIKit's `systemLayoutSizeFitting(_:)`; use
    /// ``layoutFittingCompressedSize`` for the smallest and ``layoutFittingExpandedSize`` for the largest.
    /// The view's frame is not changed.
    ///
    /// Differs from UIKit: the result is not rounded to the screen's pixels.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when pulled towards `targetSize` at the given priorities:
    /// pass ``LayoutPriority/required`` on an axis to fix it at the target (a cell's width, for example).
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        return LayoutEngine(measuring: self).fittingSize(
            towards: targetSize, priorities: (horizontalFittingPriority, verticalFittingPriority))
    }

    /// The frame without the transform: the rectangle Auto Layout solves for.
    var untransformedFrame: Rect {
        let size = storedBoundsSize
        return Rect(
            x: storedCenter.x - size.width / 2, y: storedCenter.y - size.height / 2, width: size.width,
            height: size.height)
    }
}
