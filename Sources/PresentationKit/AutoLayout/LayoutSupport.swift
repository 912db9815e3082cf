import Foundation

/// A guide from a view's edge to its safe area, as UIKit's `UILayoutSupport` (what the deprecated
/// `topLayoutGuide` and `bottomLayoutGuide` return).
public protocol LayoutSupport: AnyObject {
    /// The guide's height: the top or bottom safe-area inset.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: LayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: LayoutYAxisAnchor { get }
    /// The guide's height.
    var heightAnchor: LayoutDimension { get }
}

/// The layout guide a controller's `topLayoutGuide` or `bottomLayoutGuide` returns, constrained between the
/// view's edge and its safe area.
final class LegacyLayoutGuide: LayoutSupport {
    let guide = LayoutGuide()
    var length: CGFloat { guide.layoutFrame.height }
    var topAnchor: LayoutYAxisAnchor { guide.topAnchor }
    var bottomAnchor: LayoutYAxisAnchor { guide.bottomAnchor }
    var heightAnchor: LayoutDimension { guide.heightAnchor }

    init(in view: View, top: Bool) {
        view.addLayoutGuide(guide)
        let safe = view.safeAreaLayoutGuide
        let constraints =
            top
            ? [
                guide.topAnchor.constraint(equalTo: view.topAnchor),
                guide.bottomAnchor.constraint(equalTo: safe.topAnchor),
            ]
            : [
                guide.topAnchor.constraint(equalTo: safe.bottomAnchor),
                guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ]
        for constraint in constraints { constraint.identifier = top ? "topLayoutGuide" : "bottomLayoutGuide" }
        LayoutConstraint.activate(constraints)
    }
}

extension ViewController {
    /// The controller's top or bottom legacy guide, made on first use.
    func legacyLayoutGuide(top: Bool) -> LayoutSupport {
        if let existing = top ? legacyTopGuide : legacyBottomGuide { return existing }
        let made = LegacyLayoutGuide(in: view, top: top)
        if top { legacyTopGuide = made } else { legacyBottomGuide = made }
        return made
    }
}
