import Foundation

/// One attribute of a view or layout guide, as UIKit's `NSLayoutAnchor`: it makes constraints with
/// anchors of the same kind (the type parameter keeps x-axis, y-axis and size anchors apart, as in
/// UIKit). The constraints it returns are inactive; activate them.
public class LayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or guide the anchor belongs to (held weakly).
    package private(set) weak var item: AnyObject?
    /// The attribute the anchor stands for.
    let attribute: LayoutConstraint.Attribute

    init(item: AnyObject, attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> LayoutConstraint {
        constraint(.equal, anchor, constant: c)
    }

    /// `self >= anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat = 0
    ) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self <= anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat = 0
    ) -> LayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: c)
    }

    func constraint(
        _ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> LayoutConstraint {
        LayoutConstraint(
            first: item ?? NSNull(), attribute, relation, second: anchor.map { $0.item ?? NSNull() },
            anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}

/// The standard space between two sibling items, in points, that the system-spacing constraints and the
/// visual format's `-` use. UIKit documents only that it is the system's standard spacing; 8 pt
/// (``Metric/standardSiblingSpacing``) is its value between views without text.
let systemSpacing = CGFloat(PresentationMetrics.of(.ios18)[.standardSiblingSpacing])

/// A horizontal position anchor (leading, trailing, left, right, centre X), as UIKit's `NSLayoutXAxisAnchor`.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (8 pt): this edge after `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint
    {
        constraint(.equal, anchor, constant: systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
    ) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
    ) -> LayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// A vertical position anchor (top, bottom, centre Y, baselines), as UIKit's `NSLayoutYAxisAnchor`.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (8 pt): this edge below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint
    {
        constraint(.equal, anchor, constant: systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
    ) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
    ) -> LayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// A width or height anchor, as UIKit's `NSLayoutDimension`.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == constant`.
    public func constraint(equalToConstant c: CGFloat) -> LayoutConstraint {
        constraint(.equal, nil, constant: c)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, nil, constant: c)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
        constraint(.lessThanOrEqual, nil, constant: c)
    }

    /// `self == multiplier × anchor + constant`.
    public func constraint(
        equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
    ) -> LayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: c)
    }

    /// `self >= multiplier × anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
    ) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `self <= multiplier × anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
    ) -> LayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// The anchors views and layout guides share.
protocol AnchorProviding: AnyObject {}

extension AnchorProviding {
    func xAnchor(_ attribute: LayoutConstraint.Attribute) -> LayoutXAxisAnchor {
        LayoutXAxisAnchor(item: self, attribute: attribute)
    }
    func yAnchor(_ attribute: LayoutConstraint.Attribute) -> LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: self, attribute: attribute)
    }
    func dimension(_ attribute: LayoutConstraint.Attribute) -> LayoutDimension {
        LayoutDimension(item: self, attribute: attribute)
    }
}

extension View: AnchorProviding {
    /// The leading edge (the left edge: layout is left to right).
    public var leadingAnchor: LayoutXAxisAnchor { xAnchor(.leading) }
    /// The trailing edge (the right edge).
    public var trailingAnchor: LayoutXAxisAnchor { xAnchor(.trailing) }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { xAnchor(.left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { xAnchor(.right) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { xAnchor(.centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { yAnchor(.top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { yAnchor(.bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { yAnchor(.centerY) }
    /// The first baseline of the view's text (its bottom for a view without text).
    public var firstBaselineAnchor: LayoutYAxisAnchor { yAnchor(.firstBaseline) }
    /// The last baseline of the view's text (its bottom for a view without text).
    public var lastBaselineAnchor: LayoutYAxisAnchor { yAnchor(.lastBaseline) }
    /// The width.
    public var widthAnchor: LayoutDimension { dimension(.width) }
    /// The height.
    public var heightAnchor: LayoutDimension { dimension(.height) }
}

extension LayoutGuide: AnchorProviding {
    /// The leading edge (the left edge: layout is left to right).
    public var leadingAnchor: LayoutXAxisAnchor { xAnchor(.leading) }
    /// The trailing edge (the right edge).
    public var trailingAnchor: LayoutXAxisAnchor { xAnchor(.trailing) }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { xAnchor(.left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { xAnchor(.right) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { xAnchor(.centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { yAnchor(.top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { yAnchor(.bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { yAnchor(.centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { dimension(.width) }
    /// The height.
    public var heightAnchor: LayoutDimension { dimension(.height) }
}
