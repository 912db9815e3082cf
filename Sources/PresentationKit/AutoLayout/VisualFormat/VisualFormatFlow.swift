import Foundation

/// The attributes a line lays views out along: which edge of an item faces the item before it and which
/// the one after it, and which dimension its size predicates constrain.
struct VisualFormatFlow {
    /// The edge that faces the previous item (a leading `|` offers this edge of the superview).
    let startEdge: LayoutConstraint.Attribute
    /// The edge that faces the next item (a trailing `|` offers this edge of the superview).
    let endEdge: LayoutConstraint.Attribute
    /// Width for a horizontal line, height for a vertical one.
    let size: LayoutConstraint.Attribute
    /// Whether the line runs towards smaller coordinates (right to left).
    let runsBackwards: Bool

    /// The flow of a line on `axis` under the direction `options` choose (leading to trailing by default).
    init(axis: LayoutConstraintAxis, options: LayoutConstraint.FormatOptions) {
        switch (axis, options.intersection(.directionMask)) {
        case (.vertical, _): self.init(.top, .bottom, .height, runsBackwards: false)
        case (.horizontal, .directionLeftToRight): self.init(.left, .right, .width, runsBackwards: false)
        case (.horizontal, .directionRightToLeft): self.init(.right, .left, .width, runsBackwards: true)
        case (.horizontal, _): self.init(.leading, .trailing, .width, runsBackwards: false)
        }
    }

    private init(
        _ startEdge: LayoutConstraint.Attribute, _ endEdge: LayoutConstraint.Attribute,
        _ size: LayoutConstraint.Attribute, runsBackwards: Bool
    ) {
        self.startEdge = startEdge
        self.endEdge = endEdge
        self.size = size
        self.runsBackwards = runsBackwards
    }
}

/// The spaces a single `-` stands for, from the metrics table (the same in every era).
enum VisualFormatSpacing {
    /// Between two sibling views: the system spacing, 8 pt.
    static let sibling = systemSpacing
    /// Between a view and its superview's edge: 20 pt.
    static let superview = CGFloat(PresentationMetrics.of(.ios18)[.standardSuperviewSpacing])
}
