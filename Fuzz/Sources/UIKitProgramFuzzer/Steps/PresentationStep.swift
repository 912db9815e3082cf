import FuzzRandom
import UIKit

/// The kinds of controller a program makes.
enum ControllerKind: String, Sendable, CaseIterable {
    case plain, navigation, tab, split, page, table, collection

    /// The kinds a presentation step makes (tables and collections come from their own steps).
    static let made: [ControllerKind] = [.plain, .plain, .plain, .navigation, .tab, .split, .page]

    func make(title: String) -> UIViewController {
        switch self {
        case .plain, .table, .collection:
            let controller = UIViewController()
            controller.title = title
            controller.view.backgroundColor = .systemTeal
            return controller
        case .navigation: return UINavigationController(rootViewController: ControllerKind.plain.make(title: title))
        case .tab:
            let tabs = UITabBarController()
            tabs.viewControllers = [ControllerKind.plain.make(title: title), ControllerKind.plain.make(title: "Two")]
            return tabs
        case .split:
            let split = UISplitViewController()
            split.viewControllers = [
                ControllerKind.plain.make(title: title), ControllerKind.plain.make(title: "Detail"),
            ]
            return split
        case .page:
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            pages.setViewControllers([ControllerKind.plain.make(title: title)], direction: .forward, animated: false)
            return pages
        }
    }

    var code: String {
        switch self {
        case .plain, .table, .collection: "UIViewController()"
        case .navigation: "UINavigationController(rootViewController: UIViewController())"
        case .tab: "UITabBarController(viewControllers: [UIViewController(), UIViewController()])"
        case .split: "UISplitViewController(viewControllers: [UIViewController(), UIViewController()])"
        case .page: "UIPageViewController(transitionStyle: .scroll, pages: [UIViewController()])"
        }
    }
}

/// What a popover is anchored to (UIKit raises when it is anchored to nothing).
enum PopoverSource: Sendable {
    case none
    case view(Int)
    case barButtonItem
    case rectOnly

    static func random(_ generator: inout ProgramGenerator) -> PopoverSource {
        switch generator.random.below(4) {
        case 0: .none
        case 1: generator.anyView().map(PopoverSource.view) ?? .none
        case 2: .barButtonItem
        default: .rectOnly
        }
    }
}

/// What a presentation's or dismissal's completion does.
enum FollowUp: Sendable {
    case nothing
    case dismiss(Int)
    case present(Int, from: Int)
}

/// Presentations in any order: while presenting, from controllers not in the window, of controllers already
/// presented, popovers without a source, custom animators that never finish, interactive transitions driven,
/// cancelled and finished mid-way.
enum PresentationStep: Sendable {
    case make(index: Int, ControllerKind)
    case present(
        Int, from: Int, style: UIModalPresentationStyle, transition: UIModalTransitionStyle, animated: Bool,
        source: PopoverSource, animator: AnimatorMode?, interaction: Int?, then: FollowUp)
    case dismiss(Int, animated: Bool, then: FollowUp)
    case userDismissal(Int, animated: Bool)
    case beginInteractiveDismissal(Int, interaction: Int)
    case update(interaction: Int, Double)
    case finish(interaction: Int)
    case cancel(interaction: Int)
    case pause(interaction: Int)
    case modalInPresentation(Int, Bool)
    case preferredContentSize(Int, width: Double, height: Double)
    case detents(Int, large: Bool)

    static let styles: [UIModalPresentationStyle] = [
        .automatic, .pageSheet, .formSheet, .fullScreen, .overFullScreen, .currentContext, .overCurrentContext,
        .popover, .custom, .none,
    ]

    static func random(_ generator: inout ProgramGenerator) -> PresentationStep {
        let choice = generator.random.below(20)
        if choice < 3 || generator.pools.controllers.count < 2 {
            let kind = generator.random.pick(ControllerKind.made)
            defer { generator.pools.controllers.append(kind) }
            return .make(index: generator.pools.controllers.count, kind)
        }
        let controller = generator.anyController()
        switch choice {
        case 3..<9: return randomPresent(&generator)
        case 9, 10:
            return .dismiss(controller, animated: generator.random.oneIn(3) == false, then: randomFollowUp(&generator))
        case 11: return .userDismissal(controller, animated: generator.random.oneIn(2))
        case 12:
            defer { generator.pools.interactions += 1 }
            return .beginInteractiveDismissal(controller, interaction: generator.pools.interactions)
        case 13, 14, 15:
            guard generator.pools.interactions > 0 else { return .userDismissal(controller, animated: true) }
            let interaction = generator.random.below(generator.pools.interactions)
            switch generator.random.below(5) {
            case 0, 1: return .update(interaction: interaction, generator.random.pick([0.1, 0.5, 0.9, -1, 2, .nan]))
            case 2: return .finish(interaction: interaction)
            case 3: return .cancel(interaction: interaction)
            default: return .pause(interaction: interaction)
            }
        case 16: return .modalInPresentation(controller, generator.random.oneIn(2))
        case 17:
            return .preferredContentSize(
                controller, width: generator.random.number(), height: generator.random.number())
        default: return .detents(controller, large: generator.random.oneIn(2))
        }
    }

    private static func randomPresent(_ generator: inout ProgramGenerator) -> PresentationStep {
        let custom = generator.random.oneIn(3)
        let interactive = custom && generator.random.oneIn(3)
        defer { if interactive { generator.pools.interactions += 1 } }
        return .present(
            generator.anyController(), from: generator.anyController(), style: generator.random.pick(styles),
            transition: generator.random.pick([
                .coverVertical, .coverVertical, .crossDissolve, .flipHorizontal, .partialCurl,
            ]),
            animated: !generator.random.oneIn(4), source: PopoverSource.random(&generator),
            animator: custom ? generator.random.pick(AnimatorMode.allCases) : nil,
            interaction: interactive ? generator.pools.interactions : nil, then: randomFollowUp(&generator))
    }

    private static func randomFollowUp(_ generator: inout ProgramGenerator) -> FollowUp {
        switch generator.random.below(6) {
        case 0: .dismiss(generator.anyController())
        case 1: .present(generator.anyController(), from: generator.anyController())
        default: .nothing
        }
    }
}
