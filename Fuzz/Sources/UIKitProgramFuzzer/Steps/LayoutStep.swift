import FuzzRandom
import UIKit

/// What a constraint attaches to: a view, a controller's view, or one of their layout guides.
enum LayoutItemReference: Sendable {
    case view(Int)
    case controllerView(Int)
    case safeArea(Int)
    case margins(Int)

    static func random(_ generator: inout ProgramGenerator) -> LayoutItemReference {
        switch generator.random.below(6) {
        case 0: .controllerView(generator.anyController())
        case 1: .safeArea(generator.anyController())
        case 2: generator.anyView().map(LayoutItemReference.margins) ?? .safeArea(0)
        default: generator.anyView().map(LayoutItemReference.view) ?? .controllerView(0)
        }
    }

    func resolve(in run: ProgramRun) -> AnyObject {
        switch self {
        case .view(let index): run.views[index]
        case .controllerView(let index): run.controllers[index].view
        case .safeArea(let index): run.controllers[index].view.safeAreaLayoutGuide
        case .margins(let index): run.views[index].layoutMarginsGuide
        }
    }

    var code: String {
        switch self {
        case .view(let index): "v\(index)"
        case .controllerView(let index): "c\(index).view"
        case .safeArea(let index): "c\(index).view.safeAreaLayoutGuide"
        case .margins(let index): "v\(index).layoutMarginsGuide"
        }
    }
}

/// Visual format strings, well formed and not, with names the views are given (`v0`, `v1`, …).
let fuzzVisualFormats = [
    "H:|-[v0]-|", "V:|-20-[v0(44)]-[v1(>=v0)]-|", "H:|[v0][v1(==v0)]|", "H:|-[v0", "V:[v9]", "H:|-(-1e308)-[v0]-|",
    "", "X:|[v0]|", "H:[v0(v0)]", "|-[v0]-[v0]-|", "V:|-(>=8@999)-[v0(==100@250)]-(<=nan)-|", "H:[v0]-(==v1)-[v1]",
]

/// Auto Layout: constraints between any items (unrelated trees, mismatched attributes, cycles), activated,
/// changed and deactivated in any order.
enum LayoutStep: Sendable {
    case translates(Int, Bool)
    case make(
        index: Int, first: LayoutItemReference, NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation,
        second: LayoutItemReference?, NSLayoutConstraint.Attribute, multiplier: Double, constant: Double)
    case activate(Int)
    case deactivate(Int)
    case constant(Int, Double)
    case priority(Int, Float)
    case visualFormat(String, views: [Int], activate: Bool)
    case hugging(Int, Float, vertical: Bool)

    static let attributes: [NSLayoutConstraint.Attribute] = [
        .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .lastBaseline,
        .firstBaseline, .leadingMargin, .topMargin, .centerXWithinMargins, .notAnAttribute,
    ]

    static func random(_ generator: inout ProgramGenerator) -> LayoutStep {
        let random = generator.random.below(10)
        if generator.pools.constraints == 0 || random < 3 { return randomConstraint(&generator) }
        let constraint = generator.random.below(generator.pools.constraints)
        switch random {
        case 3, 4: return .activate(constraint)
        case 5: return .deactivate(constraint)
        case 6: return .constant(constraint, generator.random.number())
        case 7: return .priority(constraint, generator.random.pick(FuzzValues.priorities))
        case 8:
            guard let view = generator.anyView() else { return .activate(constraint) }
            if generator.random.oneIn(2) { return .translates(view, generator.random.oneIn(4)) }
            return .hugging(view, generator.random.pick(FuzzValues.priorities), vertical: generator.random.oneIn(2))
        default:
            let views = (0..<generator.random.below(3)).compactMap { _ in generator.anyView() }
            return .visualFormat(
                generator.random.pick(fuzzVisualFormats), views: views, activate: generator.random.oneIn(2) == false)
        }
    }

    private static func randomConstraint(_ generator: inout ProgramGenerator) -> LayoutStep {
        defer { generator.pools.constraints += 1 }
        let first = LayoutItemReference.random(&generator)
        let second = generator.random.oneIn(4) ? nil : LayoutItemReference.random(&generator)
        let firstAttribute = generator.random.pick(attributes)
        // Mostly the same attribute on both sides, as most real constraints have.
        let secondAttribute = generator.random.oneIn(3) ? generator.random.pick(attributes) : firstAttribute
        return .make(
            index: generator.pools.constraints, first: first, firstAttribute,
            generator.random.pick([.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual]), second: second,
            secondAttribute, multiplier: generator.random.oneIn(4) ? generator.random.number() : 1,
            constant: generator.random.number())
    }

    var code: String {
        switch self {
        case .translates(let view, let value): "v\(view).translatesAutoresizingMaskIntoConstraints = \(value)"
        case .make(
            let index, let first, let firstAttribute, let relation, let second, let secondAttribute, let multiplier,
            let constant):
            "let k\(index) = NSLayoutConstraint(item: \(first.code), attribute: .\(firstAttribute), relatedBy: .\(relation), "
                + "toItem: \(second?.code ?? "nil"), attribute: .\(secondAttribute), "
                + "multiplier: \(UIKitProgramFuzzer.code(multiplier)), constant: \(UIKitProgramFuzzer.code(constant)))"
        case .activate(let index): "k\(index).isActive = true"
        case .deactivate(let index): "k\(index).isActive = false"
        case .constant(let index, let value): "k\(index).constant = \(UIKitProgramFuzzer.code(value))"
        case .priority(let index, let value): "k\(index).priority = UILayoutPriority(\(UIKitProgramFuzzer.code(value)))"
        case .visualFormat(let format, let views, let activate):
            (activate ? "NSLayoutConstraint.activate(" : "_ = (")
                + "NSLayoutConstraint.constraints(withVisualFormat: \(format.debugDescription), metrics: nil, views: "
                + "[\(views.enumerated().map { "\"v\($0.offset)\": v\($0.element)" }.joined(separator: ", "))]))"
        case .hugging(let view, let value, let vertical):
            "v\(view).setContentHuggingPriority(UILayoutPriority(\(UIKitProgramFuzzer.code(value))), for: .\(vertical ? "vertical" : "horizontal"))"
        }
    }

    func run(in run: ProgramRun) {
        switch self {
        case .translates(let view, let value): run.views[view].translatesAutoresizingMaskIntoConstraints = value
        case .make(
            _, let first, let firstAttribute, let relation, let second, let secondAttribute, let multiplier,
            let constant):
            run.constraints.append(
                NSLayoutConstraint(
                    item: first.resolve(in: run), attribute: firstAttribute, relatedBy: relation,
                    toItem: second?.resolve(in: run), attribute: secondAttribute, multiplier: multiplier,
                    constant: constant))
        case .activate(let index): run.constraints[index].isActive = true
        case .deactivate(let index): run.constraints[index].isActive = false
        case .constant(let index, let value): run.constraints[index].constant = value
        case .priority(let index, let value): run.constraints[index].priority = UILayoutPriority(value)
        case .visualFormat(let format, let views, let activate):
            var named: [String: Any] = [:]
            for (position, view) in views.enumerated() { named["v\(position)"] = run.views[view] }
            let made = NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: named)
            if activate { NSLayoutConstraint.activate(made) }
        case .hugging(let view, let value, let vertical):
            run.views[view].setContentHuggingPriority(UILayoutPriority(value), for: vertical ? .vertical : .horizontal)
        }
    }
}
