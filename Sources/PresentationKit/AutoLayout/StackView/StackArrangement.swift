import Foundation

/// The constraints (and spacer guides) a ``StackView`` makes for its visible arranged views, named with
/// UIKit's `UISV-` identifiers.
struct StackArrangement {
    private(set) var constraints: [LayoutConstraint] = []
    private(set) var guides: [LayoutGuide] = []
    private let stack: StackView
    /// The rectangle the views are arranged in: the stack or its layout margins.
    private let canvas: AnyObject
    private let main: AxisAttributes
    private let cross: AxisAttributes

    /// The attributes of one axis.
    struct AxisAttributes {
        let start, end, center, size: LayoutConstraint.Attribute

        init(_ axis: LayoutConstraintAxis) {
            (start, end, center, size) =
                axis == .horizontal ? (.leading, .trailing, .centerX, .width) : (.top, .bottom, .centerY, .height)
        }
    }

    init(stack: StackView, views: [View]) {
        self.stack = stack
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        main = AxisAttributes(stack.axis)
        cross = AxisAttributes(stack.axis == .horizontal ? .vertical : .horizontal)
        guard let first = views.first, let last = views.last else { return }
        add(first, main.start, .equal, canvas, main.start, "UISV-canvas-connection")
        add(canvas, main.end, .equal, last, main.end, "UISV-canvas-connection")
        arrangeAlongAxis(views)
        for view in views { alignAcross(view, firstView: first) }
    }

    private mutating func arrangeAlongAxis(_ views: [View]) {
        var firstGap: LayoutGuide?
        for (previous, next) in zip(views, views.dropFirst()) {
            let gap = stack.gap(after: previous)
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(next, main.start, .equal, previous, main.end, "UISV-spacing", constant: gap)
            case .equalSpacing:
                let guide = spacer(from: (previous, main.end), to: (next, main.start), atLeast: gap)
                equalize(guide, with: &firstGap)
            case .equalCentering:
                add(next, main.start, .greaterThanOrEqual, previous, main.end, "UISV-spacing", constant: gap)
                let guide = spacer(from: (previous, main.center), to: (next, main.center), atLeast: 0)
                equalize(guide, with: &firstGap)
            }
        }
        if stack.distribution == .fillEqually, let first = views.first {
            for view in views.dropFirst() { add(view, main.size, .equal, first, main.size, "UISV-fill-equally") }
        }
        if stack.distribution == .fillProportionally { shareProportionally(views) }
    }

    /// A guide spanning from one attribute to another, at least `minimum` long.
    private mutating func spacer(
        from start: (View, LayoutConstraint.Attribute), to end: (View, LayoutConstraint.Attribute),
        atLeast minimum: CGFloat
    ) -> LayoutGuide {
        let guide = LayoutGuide()
        guide.identifier = "UISV-distributing"
        guides.append(guide)
        add(guide, main.start, .equal, start.0, start.1, "UISV-distributing-edge")
        add(guide, main.end, .equal, end.0, end.1, "UISV-distributing-edge")
        add(guide, main.size, .greaterThanOrEqual, nil, .notAnAttribute, "UISV-spacing", constant: minimum)
        // Across the axis the guide follows the canvas, so nothing about it is left open.
        add(guide, cross.start, .equal, canvas, cross.start, "UISV-distributing-edge")
        add(guide, cross.size, .equal, nil, .notAnAttribute, "UISV-distributing-edge")
        return guide
    }

    private mutating func equalize(_ guide: LayoutGuide, with first: inout LayoutGuide?) {
        guard let reference = first else {
            first = guide
            return
        }
        add(guide, main.size, .equal, reference, main.size, "UISV-fill-equally")
    }

    /// Lengths in proportion to the intrinsic lengths, out of the room the spacing leaves.
    private mutating func shareProportionally(_ views: [View]) {
        let lengths = views.map { view -> CGFloat in
            let size = view.intrinsicContentSize
            return max(0, stack.axis == .horizontal ? size.width : size.height)
        }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return }
        let spacing = zip(views, views.dropFirst()).reduce(CGFloat(0)) { $0 + stack.gap(after: $1.0) }
        for (view, length) in zip(views, lengths) {
            let share = length / total
            add(
                view, main.size, .equal, canvas, main.size, "UISV-fill-proportionally", multiplier: share,
                constant: -share * spacing, priority: LayoutPriority(999))
        }
    }

    private mutating func alignAcross(_ view: View, firstView: View) {
        var alignment = stack.alignment
        if stack.axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        switch alignment {
        case .fill:
            add(view, cross.start, .equal, canvas, cross.start, "UISV-alignment")
            add(canvas, cross.end, .equal, view, cross.end, "UISV-alignment")
        case .leading:
            add(view, cross.start, .equal, canvas, cross.start, "UISV-alignment")
            add(canvas, cross.end, .greaterThanOrEqual, view, cross.end, "UISV-canvas-connection")
        case .trailing:
            add(canvas, cross.end, .equal, view, cross.end, "UISV-alignment")
            add(view, cross.start, .greaterThanOrEqual, canvas, cross.start, "UISV-canvas-connection")
        case .center:
            add(view, cross.center, .equal, canvas, cross.center, "UISV-alignment")
            add(view, cross.start, .greaterThanOrEqual, canvas, cross.start, "UISV-canvas-connection")
        case .firstBaseline, .lastBaseline:
            let baseline: LayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            if view !== firstView { add(view, baseline, .equal, firstView, baseline, "UISV-alignment") }
            add(view, cross.start, .greaterThanOrEqual, canvas, cross.start, "UISV-canvas-connection")
            add(canvas, cross.end, .greaterThanOrEqual, view, cross.end, "UISV-canvas-connection")
        }
        if alignment != .fill {
            // UIKit's ambiguity suppression: a view with no size of its own across the axis shrinks to nothing.
            add(
                view, cross.size, .equal, nil, .notAnAttribute, "UISV-ambiguity-suppression",
                priority: LayoutPriority(25))
        }
    }

    private mutating func add(
        _ first: AnyObject, _ firstAttribute: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
        _ second: AnyObject?, _ secondAttribute: LayoutConstraint.Attribute, _ identifier: String,
        multiplier: CGFloat = 1, constant: CGFloat = 0, priority: LayoutPriority = .required
    ) {
        let constraint = LayoutConstraint(
            first: first, firstAttribute, relation, second: second, secondAttribute, multiplier: multiplier,
            constant: constant)
        constraint.identifier = identifier
        constraint.priority = priority
        constraints.append(constraint)
    }
}
