import FuzzRandom
import UIKit

/// Navigation, tab, split and page containers used as UIKit documents and as it refuses: pushing what is on
/// the stack, popping to a controller that is not there, tabs and columns that are presented elsewhere.
enum ContainerStep: Sendable {
    case push(Int, Int, animated: Bool)
    case pop(Int, animated: Bool)
    case popToRoot(Int, animated: Bool)
    case popTo(Int, Int, animated: Bool)
    case setStack(Int, [Int], animated: Bool)
    case setTabs(Int, [Int])
    case selectTab(Int, Int)
    case setColumns(Int, [Int])
    case setPage(Int, Int, animated: Bool)
    case show(Int, from: Int, detail: Bool)

    static func random(_ generator: inout ProgramGenerator) -> ContainerStep {
        let animated = !generator.random.oneIn(3)
        let other = generator.anyController()
        func container(_ kind: ControllerKind) -> Int {
            let matching = generator.pools.controllers(where: { $0 == kind })
            return matching.isEmpty || generator.random.oneIn(8)
                ? generator.anyController() : generator.random.pick(matching)
        }
        func some() -> [Int] { (0..<generator.random.below(4)).map { _ in generator.anyController() } }
        switch generator.random.below(12) {
        case 0, 1: return .push(container(.navigation), other, animated: animated)
        case 2: return .pop(container(.navigation), animated: animated)
        case 3: return .popToRoot(container(.navigation), animated: animated)
        case 4: return .popTo(container(.navigation), other, animated: animated)
        case 5: return .setStack(container(.navigation), some(), animated: animated)
        case 6: return .setTabs(container(.tab), some())
        case 7: return .selectTab(container(.tab), generator.random.index(below: 3))
        case 8: return .setColumns(container(.split), some())
        case 9: return .setPage(container(.page), other, animated: animated)
        default: return .show(other, from: generator.anyController(), detail: generator.random.oneIn(2))
        }
    }

    var code: String {
        func list(_ controllers: [Int]) -> String { "[" + controllers.map { "c\($0)" }.joined(separator: ", ") + "]" }
        return switch self {
        case .push(let navigation, let controller, let animated):
            "(c\(navigation) as? UINavigationController)?.pushViewController(c\(controller), animated: \(animated))"
        case .pop(let navigation, let animated):
            "(c\(navigation) as? UINavigationController)?.popViewController(animated: \(animated))"
        case .popToRoot(let navigation, let animated):
            "(c\(navigation) as? UINavigationController)?.popToRootViewController(animated: \(animated))"
        case .popTo(let navigation, let controller, let animated):
            "(c\(navigation) as? UINavigationController)?.popToViewController(c\(controller), animated: \(animated))"
        case .setStack(let navigation, let controllers, let animated):
            "(c\(navigation) as? UINavigationController)?.setViewControllers(\(list(controllers)), animated: \(animated))"
        case .setTabs(let tabs, let controllers):
            "(c\(tabs) as? UITabBarController)?.viewControllers = \(list(controllers))"
        case .selectTab(let tabs, let index): "(c\(tabs) as? UITabBarController)?.selectedIndex = \(index)"
        case .setColumns(let split, let controllers):
            "(c\(split) as? UISplitViewController)?.viewControllers = \(list(controllers))"
        case .setPage(let pages, let controller, let animated):
            "(c\(pages) as? UIPageViewController)?.setViewControllers([c\(controller)], direction: .forward, animated: \(animated))"
        case .show(let controller, let sender, let detail):
            "c\(sender).\(detail ? "showDetailViewController" : "show")(c\(controller), sender: nil)"
        }
    }

    func run(in run: ProgramRun) {
        let controllers = run.controllers
        switch self {
        case .push(let navigation, let controller, let animated):
            (controllers[navigation] as? UINavigationController)?.pushViewController(
                controllers[controller], animated: animated)
        case .pop(let navigation, let animated):
            (controllers[navigation] as? UINavigationController)?.popViewController(animated: animated)
        case .popToRoot(let navigation, let animated):
            (controllers[navigation] as? UINavigationController)?.popToRootViewController(animated: animated)
        case .popTo(let navigation, let controller, let animated):
            (controllers[navigation] as? UINavigationController)?.popToViewController(
                controllers[controller], animated: animated)
        case .setStack(let navigation, let stack, let animated):
            (controllers[navigation] as? UINavigationController)?.setViewControllers(
                stack.map { controllers[$0] }, animated: animated)
        case .setTabs(let tabs, let children):
            (controllers[tabs] as? UITabBarController)?.viewControllers = children.map { controllers[$0] }
        case .selectTab(let tabs, let index): (controllers[tabs] as? UITabBarController)?.selectedIndex = index
        case .setColumns(let split, let columns):
            (controllers[split] as? UISplitViewController)?.viewControllers = columns.map { controllers[$0] }
        case .setPage(let pages, let controller, let animated):
            (controllers[pages] as? UIPageViewController)?.setViewControllers(
                [controllers[controller]], direction: .forward, animated: animated)
        case .show(let controller, let sender, let detail):
            if detail {
                controllers[sender].showDetailViewController(controllers[controller], sender: nil)
            } else {
                controllers[sender].show(controllers[controller], sender: nil)
            }
        }
    }
}
