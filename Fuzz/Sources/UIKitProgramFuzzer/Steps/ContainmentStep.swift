import FuzzRandom
import UIKit

/// Containment as UIKit's guide describes it, and as code gets it wrong: `addChild` without `didMove`,
/// `removeFromParent` twice, a child's view added without `addChild`, unbalanced appearance calls.
enum ContainmentStep: Sendable {
    case addChild(parent: Int, child: Int)
    case addChildView(parent: Int, child: Int)
    case didMove(child: Int, parent: Int?)
    case willMove(child: Int, parent: Int?)
    case removeFromParent(Int)
    case removeView(Int)
    case beginAppearance(Int, appearing: Bool, animated: Bool)
    case endAppearance(Int)
    case performSegue(Int)

    static func random(_ generator: inout ProgramGenerator) -> ContainmentStep {
        let parent = generator.anyController()
        let child = generator.anyController()
        let maybeParent = generator.random.oneIn(3) ? nil : parent
        switch generator.random.below(12) {
        case 0, 1, 2: return .addChild(parent: parent, child: child)
        case 3, 4: return .addChildView(parent: parent, child: child)
        case 5: return .didMove(child: child, parent: maybeParent)
        case 6: return .willMove(child: child, parent: maybeParent)
        case 7, 8: return .removeFromParent(child)
        case 9: return .removeView(child)
        case 10:
            return .beginAppearance(child, appearing: generator.random.oneIn(2), animated: generator.random.oneIn(2))
        default: return generator.random.oneIn(4) ? .performSegue(child) : .endAppearance(child)
        }
    }

    var code: String {
        switch self {
        case .addChild(let parent, let child): "c\(parent).addChild(c\(child))"
        case .addChildView(let parent, let child): "c\(parent).view.addSubview(c\(child).view)"
        case .didMove(let child, let parent): "c\(child).didMove(toParent: \(parent.map { "c\($0)" } ?? "nil"))"
        case .willMove(let child, let parent): "c\(child).willMove(toParent: \(parent.map { "c\($0)" } ?? "nil"))"
        case .removeFromParent(let child): "c\(child).removeFromParent()"
        case .removeView(let child): "c\(child).view.removeFromSuperview()"
        case .beginAppearance(let controller, let appearing, let animated):
            "c\(controller).beginAppearanceTransition(\(appearing), animated: \(animated))"
        case .endAppearance(let controller): "c\(controller).endAppearanceTransition()"
        case .performSegue(let controller): "c\(controller).performSegue(withIdentifier: \"detail\", sender: nil)"
        }
    }

    func run(in run: ProgramRun) {
        let controllers = run.controllers
        switch self {
        case .addChild(let parent, let child): controllers[parent].addChild(controllers[child])
        case .addChildView(let parent, let child): controllers[parent].view.addSubview(controllers[child].view)
        case .didMove(let child, let parent): controllers[child].didMove(toParent: parent.map { controllers[$0] })
        case .willMove(let child, let parent): controllers[child].willMove(toParent: parent.map { controllers[$0] })
        case .removeFromParent(let child): controllers[child].removeFromParent()
        case .removeView(let child): controllers[child].view.removeFromSuperview()
        case .beginAppearance(let controller, let appearing, let animated):
            controllers[controller].beginAppearanceTransition(appearing, animated: animated)
        case .endAppearance(let controller): controllers[controller].endAppearanceTransition()
        case .performSegue(let controller): controllers[controller].performSegue(withIdentifier: "detail", sender: nil)
        }
    }
}
