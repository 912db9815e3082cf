import FuzzRandom
import UIKit

/// What a program does with a property animator, the calls UIKit refuses in its state included.
enum AnimatorAction: Sendable {
    case start
    case startAfterDelay(Double)
    case pause
    case fraction(Double)
    case reverse
    case continueAnimation(durationFactor: Double)
    case stop(withoutFinishing: Bool)
    case finish(UIViewAnimatingPosition)

    static func random(_ random: inout SplitMix64) -> AnimatorAction {
        switch random.below(9) {
        case 0, 1: .start
        case 2: .startAfterDelay(random.pick(FuzzValues.durations))
        case 3: .pause
        case 4: .fraction(random.pick([0, 0.5, 1, -1, 2, .nan]))
        case 5: .reverse
        case 6: .continueAnimation(durationFactor: random.pick([0.5, 1, 0, -1, .nan]))
        case 7: .stop(withoutFinishing: random.oneIn(2))
        default: .finish(random.pick([.start, .end, .current]))
        }
    }
}

/// Property animators on the program's views: started, paused, scrubbed, reversed, stopped and finished in any
/// order and at any time of the window's clock.
enum AnimatorStep: Sendable {
    case make(index: Int, view: Int, duration: Double, to: FuzzRect, alpha: Double)
    case act(Int, AnimatorAction)

    static func random(_ generator: inout ProgramGenerator) -> AnimatorStep? {
        guard let view = generator.anyView() else { return nil }
        guard generator.pools.animators > 0, !generator.random.oneIn(4) else {
            defer { generator.pools.animators += 1 }
            return .make(
                index: generator.pools.animators, view: view, duration: generator.random.pick(FuzzValues.durations),
                to: FuzzRect.random(&generator.random), alpha: generator.random.number())
        }
        return .act(generator.random.below(generator.pools.animators), AnimatorAction.random(&generator.random))
    }

    var code: String {
        switch self {
        case .make(let index, let view, let duration, let rect, let alpha):
            "let a\(index) = UIViewPropertyAnimator(duration: \(UIKitProgramFuzzer.code(duration)), curve: .easeInOut) "
                + "{ v\(view).frame = \(rect.code); v\(view).alpha = \(UIKitProgramFuzzer.code(alpha)) }"
        case .act(let index, let action):
            switch action {
            case .start: "a\(index).startAnimation()"
            case .startAfterDelay(let delay): "a\(index).startAnimation(afterDelay: \(UIKitProgramFuzzer.code(delay)))"
            case .pause: "a\(index).pauseAnimation()"
            case .fraction(let value): "a\(index).fractionComplete = \(UIKitProgramFuzzer.code(value))"
            case .reverse: "a\(index).isReversed.toggle()"
            case .continueAnimation(let factor):
                "a\(index).continueAnimation(withTimingParameters: nil, durationFactor: \(UIKitProgramFuzzer.code(factor)))"
            case .stop(let withoutFinishing): "a\(index).stopAnimation(\(withoutFinishing))"
            case .finish(let position): "a\(index).finishAnimation(at: .\(position))"
            }
        }
    }

    func run(in run: ProgramRun) {
        switch self {
        case .make(_, let viewIndex, let duration, let rect, let alpha):
            let view = run.views[viewIndex]
            run.animators.append(
                UIViewPropertyAnimator(duration: duration, curve: .easeInOut) {
                    view.frame = rect.rect
                    view.alpha = alpha
                })
        case .act(let index, let action):
            let animator = run.animators[index]
            switch action {
            case .start: animator.startAnimation()
            case .startAfterDelay(let delay): animator.startAnimation(afterDelay: delay)
            case .pause: animator.pauseAnimation()
            case .fraction(let value): animator.fractionComplete = value
            case .reverse: animator.isReversed.toggle()
            case .continueAnimation(let factor):
                animator.continueAnimation(withTimingParameters: nil, durationFactor: factor)
            case .stop(let withoutFinishing): animator.stopAnimation(withoutFinishing)
            case .finish(let position): animator.finishAnimation(at: position)
            }
        }
    }
}
