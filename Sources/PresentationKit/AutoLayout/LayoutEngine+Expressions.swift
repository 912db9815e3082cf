extension LayoutEngine {
    /// `first - (multiplier × second + constant)` in the coordinates of `host`, or `nil` when an item is
    /// missing or not inside `host`.
    func expression(of constraint: LayoutConstraint, in host: View) -> LinearExpression? {
        guard let firstObject = constraint.firstItem, let first = LayoutItem(firstObject),
            var result = expression(of: first, constraint.firstAttribute, in: host)
        else { return nil }
        result.constant -= Double(constraint.constant)
        guard let secondObject = constraint.secondItem else { return result }
        guard let second = LayoutItem(secondObject),
            let secondExpression = expression(of: second, constraint.secondAttribute, in: host)
        else { return nil }
        return result - secondExpression * Double(constraint.multiplier)
    }

    /// An attribute of an item as an expression in `host`'s coordinates.
    func expression(
        of item: LayoutItem, _ attribute: LayoutConstraint.Attribute, in host: View
    ) -> LinearExpression? {
        if let base = attribute.withoutMargins, case .view(let view) = item {
            return expression(of: .guide(view.layoutMarginsGuide), base, in: host)
        }
        if case .view(let view) = item, let baseline = baselineExpression(of: view, attribute, in: host) {
            return baseline
        }
        guard let origin = origin(of: item, in: host) else { return nil }
        let frame = variables(for: item.object)
        let x = origin.x
        let y = origin.y
        switch attribute {
        case .left, .leading: return x
        case .right, .trailing: return x + frame.width
        case .centerX: return x + LinearExpression([(frame.width, 0.5)])
        case .width: return LinearExpression(frame.width)
        case .top: return y
        case .bottom: return y + frame.height
        case .centerY: return y + LinearExpression([(frame.height, 0.5)])
        case .height: return LinearExpression(frame.height)
        // A guide's baselines are its bottom; views' are handled above.
        case .firstBaseline, .lastBaseline: return y + frame.height
        default: return nil
        }
    }

    /// A view's baseline: the baseline view's top plus its first-baseline offset, or its bottom minus its
    /// last-baseline offset; the bottom for views without text.
    private func baselineExpression(
        of view: View, _ attribute: LayoutConstraint.Attribute, in host: View
    ) -> LinearExpression? {
        guard attribute == .firstBaseline || attribute == .lastBaseline else { return nil }
        let first = attribute == .firstBaseline
        let delegate = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        if delegate !== view, delegate.isDescendant(of: view) {
            return expression(of: .view(delegate), attribute, in: host)
        }
        guard let origin = origin(of: .view(view), in: host) else { return nil }
        let height = LinearExpression(variables(for: view).height)
        if first, let offset = view.firstBaselineOffsetFromTop {
            return origin.y + LinearExpression(constant: Double(offset))
        }
        return origin.y + height - LinearExpression(constant: Double(first ? 0 : view.lastBaselineOffsetFromBottom))
    }

    /// The item's origin in `host`'s coordinates: the sum of the origins of the item and its ancestors
    /// below `host` (zero for `host` itself).
    private func origin(of item: LayoutItem, in host: View) -> (x: LinearExpression, y: LinearExpression)? {
        var x = LinearExpression()
        var y = LinearExpression()
        var current: View
        switch item {
        case .view(let view):
            current = view
        case .guide(let guide):
            guard let owner = guide.owningView else { return nil }
            let frame = variables(for: guide)
            x = x + frame.x
            y = y + frame.y
            current = owner
        }
        while current !== host {
            let frame = variables(for: current)
            x = x + frame.x
            y = y + frame.y
            guard let parent = current.superview else { return nil }
            current = parent
        }
        return (x, y)
    }
}

extension LayoutConstraint.Attribute {
    /// The edge or centre a margin attribute measures on the layout margins guide.
    var withoutMargins: LayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }

    /// The axis the attribute lies on (`nil` for ``notAnAttribute``).
    var axis: LayoutConstraintAxis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .notAnAttribute: nil
        default: .vertical
        }
    }
}
