import FuzzRandom
import UIKit

/// The window's clock and configuration: time moved by any amount (mid-transition, mid-animation), layout
/// and pictures taken at any moment, rotation, the root replaced and the whole window dropped mid-animation.
enum TimeStep: Sendable {
    case advance(Double)
    case runUntilIdle
    case layout
    case picture
    case rotate(InterfaceOrientation, animated: Bool)
    case resize(MultitaskingWidth, animated: Bool)
    case appearance(UIUserInterfaceStyle)
    case replaceRoot(Int)
    /// A new window with a new root (controller `root`) replaces the current one, which is dropped as it is.
    case dropWindow(WindowSetup, root: Int)

    static func random(_ generator: inout ProgramGenerator) -> TimeStep {
        switch generator.random.below(20) {
        case 0..<6:
            return .advance(generator.random.pick([0.01, 0.1, 0.15, 0.3, 0.5, 1, 0, -1, .nan, .infinity, 1e308]))
        case 6..<9: return .runUntilIdle
        case 9, 10: return .layout
        case 11, 12: return .picture
        case 13: return .rotate(generator.random.pick([.portrait, .landscape]), animated: generator.random.oneIn(2))
        case 14:
            return .resize(
                generator.random.pick([.fullScreen, .oneThird, .half, .twoThirds, .slideOver]),
                animated: generator.random.oneIn(2))
        case 15: return .appearance(generator.random.pick([.light, .dark, .unspecified]))
        case 16, 17: return .replaceRoot(generator.anyController())
        default:
            defer { generator.pools.controllers.append(.plain) }
            return .dropWindow(WindowSetup.random(&generator.random), root: generator.pools.controllers.count)
        }
    }

    var code: String {
        switch self {
        case .advance(let seconds): "window.advance(by: \(UIKitProgramFuzzer.code(seconds)))"
        case .runUntilIdle: "window.runUntilIdle()"
        case .layout: "window.layoutIfNeeded()"
        case .picture: "_ = window.pictureProblems(); _ = window.renderTree()"
        case .rotate(let orientation, let animated): "try? window.rotate(to: .\(orientation), animated: \(animated))"
        case .resize(let width, let animated): "try? window.resize(to: .\(width), animated: \(animated))"
        case .appearance(let style): "try? window.setAppearance(.\(style))"
        case .replaceRoot(let controller): "window.rootViewController = c\(controller)"
        case .dropWindow(let setup, let root):
            "window = \(setup.code) // the old window is dropped; let c\(root) = UIViewController(); window.rootViewController = c\(root)"
        }
    }

    func run(in run: ProgramRun) throws {
        let window = run.window
        switch self {
        case .advance(let seconds): window.advance(by: seconds)
        case .runUntilIdle: window.runUntilIdle()
        case .layout: window.layoutIfNeeded()
        case .picture:
            _ = window.pictureProblems()
            _ = window.renderTree()
        case .rotate(let orientation, let animated): try? window.rotate(to: orientation, animated: animated)
        case .resize(let width, let animated): try? window.resize(to: width, animated: animated)
        case .appearance(let style): try? window.setAppearance(style)
        case .replaceRoot(let controller): window.rootViewController = run.controllers[controller]
        case .dropWindow(let setup, _): try run.replaceWindow(with: setup)
        }
    }
}
