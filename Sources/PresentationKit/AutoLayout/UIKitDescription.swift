import Foundation

/// Descriptions of constraints and items in the style of UIKit's logs, with numbers in place of memory
/// addresses: `<NSLayoutConstraint:#3 UIView:#2.height == 100   (active)>`. An engine numbers items and
/// constraints in the order it first meets them, so the same program logs the same text every run.
enum UIKitDescription {
    /// `<NSLayoutConstraint:#n 'identifier' Item.attribute == multiplier*Item.attribute + constant @priority   (active)>`.
    static func of(_ constraint: LayoutConstraint, in engine: LayoutEngine?) -> String {
        let tag = engine.map { "#\($0.logNumber(of: constraint))" } ?? "#?"
        let name = constraint.identifier.map { " '\($0)'" } ?? ""
        var text = "\(item(constraint.firstItem, in: engine)).\(constraint.firstAttribute.name) "
        text += constraint.relation.symbol
        if let second = constraint.secondItem {
            let factor = constraint.multiplier == 1 ? "" : "\(number(constraint.multiplier))*"
            text += " \(factor)\(item(second, in: engine)).\(constraint.secondAttribute.name)"
            if constraint.constant != 0 {
                text +=
                    constraint.constant < 0 ? " - \(number(-constraint.constant))" : " + \(number(constraint.constant))"
            }
        } else {
            text += " \(number(constraint.constant))"
        }
        let priority = constraint.priority >= .required ? "" : " @\(number(CGFloat(constraint.priority.rawValue)))"
        let state = constraint.isActive ? "active" : "inactive"
        return "<NSLayoutConstraint:\(tag)\(name) \(text)\(priority)   (\(state))>"
    }

    /// One solver constraint of an engine, described as UIKit describes its kind.
    static func of(_ owner: LayoutEngine.Owner, in engine: LayoutEngine) -> String {
        switch owner {
        case .constraint(let constraint):
            return of(constraint, in: engine)
        case .frame(let reference, let component):
            guard let object = reference.object else { return "<NSLayoutConstraint:#- (a released item)>" }
            let names = ["minX", "minY", "width", "height"]
            let frame = engine.solvedFrame(of: object) ?? .zero
            let values = [frame.minX, frame.minY, frame.width, frame.height]
            let described = "\(item(object, in: engine)).\(names[component]) == \(number(values[component]))"
            guard let view = object as? View else { return "<NSLayoutConstraint:#- \(described)   (active)>" }
            return "<NSAutoresizingMaskLayoutConstraint:#- \(maskCode(view.autoresizingMask)) \(described)   (active)>"
        case .contentSize(let reference, let axis, let hugging):
            guard let view = reference.object as? View else {
                return "<NSContentSizeLayoutConstraint:#- (a released view)>"
            }
            let size = view.intrinsicContentSize
            let length = axis == .horizontal ? size.width : size.height
            let attribute = axis == .horizontal ? "width" : "height"
            let relation = hugging ? "<=" : ">="
            let priority =
                hugging ? view.contentHuggingPriority(for: axis) : view.contentCompressionResistancePriority(for: axis)
            return "<NSContentSizeLayoutConstraint:#- \(item(view, in: engine)).\(attribute) \(relation) "
                + "\(number(length)) @\(number(CGFloat(priority.rawValue)))   (active)>"
        }
    }

    /// UIKit's text for constraints it cannot satisfy together, and the one it breaks.
    static func unsatisfiableLog(
        _ conflicting: [LayoutEngine.Owner], breaking victim: LayoutEngine.Owner?, in engine: LayoutEngine
    ) -> String {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want.",
            "(",
        ]
        let described = conflicting.map { of($0, in: engine) }
        lines += described.enumerated().map { index, text in
            "    \"\(text)\"" + (index == described.count - 1 ? "" : ",")
        }
        lines.append(")")
        if let victim {
            lines += ["", "Will attempt to recover by breaking constraint ", of(victim, in: engine)]
        }
        return lines.joined(separator: "\n")
    }

    /// `UIView:#2`, `UILayoutGuide:#4'UIViewSafeAreaLayoutGuide'`.
    static func item(_ object: AnyObject?, in engine: LayoutEngine?) -> String {
        guard let object else { return "nil" }
        let number = engine.map { "#\($0.logNumber(of: object))" } ?? "#?"
        if let guide = object as? LayoutGuide {
            return "UILayoutGuide:\(number)" + (guide.identifier.isEmpty ? "" : "'\(guide.identifier)'")
        }
        return "\(className(of: object)):\(number)"
    }

    /// The UIKit name of the framework's own classes, the Swift name of an app's.
    private static func className(of object: AnyObject) -> String {
        let name = String(describing: type(of: object))
        let uikitNames = ["View": "UIView", "Window": "UIWindow", "StackView": "UIStackView"]
        return uikitNames[name] ?? name
    }

    /// UIKit's `h=--& v=--&`: for each axis the leading margin, the extent and the trailing margin, `&` where
    /// the mask makes it flexible (the trailing margin when nothing is).
    private static func maskCode(_ mask: View.AutoresizingMask) -> String {
        func axis(_ parts: [View.AutoresizingMask]) -> String {
            guard parts.contains(where: mask.contains) else { return "--&" }
            return parts.map { mask.contains($0) ? "&" : "-" }.joined()
        }
        return "h=\(axis([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])) "
            + "v=\(axis([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]))"
    }

    /// A number as UIKit logs it: no decimals when whole.
    static func number(_ value: CGFloat) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}

extension LayoutConstraint.Attribute {
    /// The attribute's name in logs.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}

extension LayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
