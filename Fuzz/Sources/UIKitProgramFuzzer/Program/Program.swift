import FuzzRandom
import UIKit

/// One random UIKit program: the window it starts in and its steps, all drawn from one seed, so that the seed
/// alone replays it (``ProgramRun``) or prints it (``listing``).
struct Program: Sendable {
    let seed: UInt64
    let window: WindowSetup
    private(set) var steps: [Step]

    init(seed: UInt64) {
        self.seed = seed
        var generator = ProgramGenerator(seed: seed)
        window = WindowSetup.random(&generator.random)
        steps = generator.makeSteps()
    }

    /// Keeps only the first `count` steps, to find the step a finding needs.
    mutating func keepSteps(_ count: Int) {
        steps = Array(steps.prefix(count))
    }

    /// The program as Swift-like pseudo-code, one statement a line, ready to become a regression test.
    var listing: String {
        var lines = [
            "// UIKit program \(seed) (run it again: UIKitProgramFuzzer --run \(seed)); the Fuzz… helpers are in",
            "// Fuzz/Sources/UIKitProgramFuzzer/Run.",
        ]
        lines.append("let window = \(window.code)")
        lines.append("let c0 = UIViewController()")
        lines.append("window.rootViewController = c0")
        lines += steps.map(\.code)
        lines += ProgramRun.ending
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The device configuration a window is made with.
struct WindowSetup: Sendable {
    static let devices = ["iphone-se", "iphone-15-pro", "iphone-16-pro-max", "ipad-mini-6", "ipad-pro-13-m4"]

    let device: String
    let orientation: InterfaceOrientation
    let era: Era
    let appearance: UIUserInterfaceStyle

    static func random(_ random: inout SplitMix64) -> WindowSetup {
        WindowSetup(
            device: random.pick(devices), orientation: random.pick([.portrait, .landscape]),
            era: random.pick([.ios12, .ios13, .ios15, .ios17, .ios18]), appearance: random.pick([.light, .dark]))
    }

    func makeWindow() throws -> UIWindow {
        try UIWindow(device: device, orientation: orientation, era: era, appearance: appearance)
    }

    var code: String {
        "UIWindow(device: \"\(device)\", orientation: .\(orientation), era: .\(era), appearance: .\(appearance))"
    }
}

/// One statement of a program, by the part of UIKit it exercises.
enum Step: Sendable {
    case view(ViewStep)
    case animator(AnimatorStep)
    case layout(LayoutStep)
    case table(TableStep)
    case collection(CollectionStep)
    case diffable(DiffableStep)
    case presentation(PresentationStep)
    case container(ContainerStep)
    case containment(ContainmentStep)
    case time(TimeStep)

    var code: String {
        switch self {
        case .view(let step): step.code
        case .animator(let step): step.code
        case .layout(let step): step.code
        case .table(let step): step.code
        case .collection(let step): step.code
        case .diffable(let step): step.code
        case .presentation(let step): step.code
        case .container(let step): step.code
        case .containment(let step): step.code
        case .time(let step): step.code
        }
    }

    func run(in run: ProgramRun) throws {
        switch self {
        case .view(let step): step.run(in: run)
        case .animator(let step): step.run(in: run)
        case .layout(let step): step.run(in: run)
        case .table(let step): step.run(in: run)
        case .collection(let step): step.run(in: run)
        case .diffable(let step): step.run(in: run)
        case .presentation(let step): step.run(in: run)
        case .container(let step): step.run(in: run)
        case .containment(let step): step.run(in: run)
        case .time(let step): try step.run(in: run)
        }
    }
}

/// What a program has made so far, as the generator counts it: every step that makes an object appends it
/// to its pool both here and when the program runs, so that a step's indexes name the same objects in the
/// listing and in the run.
struct Pools: Sendable {
    /// Views (tables and collection views included).
    var views = 0
    /// Controllers, each with its kind; the first is the window's root.
    var controllers: [ControllerKind] = [.plain]
    var constraints = 0
    var tables = 0
    /// The rows per section each table's data source reports now.
    var tableCounts: [[Int]] = []
    var collections = 0
    /// The items per section each collection view's data source reports now.
    var collectionCounts: [[Int]] = []
    var diffables = 0
    /// Interactive transitions (some never started, when UIKit refused the dismissal).
    var interactions = 0
    /// Property animators.
    var animators = 0

    /// The indexes of the controllers of one kind.
    func controllers(where matches: (ControllerKind) -> Bool) -> [Int] {
        controllers.indices.filter { matches(controllers[$0]) }
    }
}

/// Draws a program's steps.
struct ProgramGenerator {
    var random: SplitMix64
    var pools = Pools()

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// Between 8 and 60 steps, every area weighted by how much it has to explore.
    mutating func makeSteps() -> [Step] {
        (0..<(8 + random.below(53))).map { _ in nextStep() }
    }

    private mutating func nextStep() -> Step {
        switch random.below(100) {
        case 0..<13: .view(ViewStep.random(&self))
        case 13..<16: AnimatorStep.random(&self).map(Step.animator) ?? .view(ViewStep.random(&self))
        case 16..<28: .layout(LayoutStep.random(&self))
        case 28..<40: .table(TableStep.random(&self))
        case 40..<50: .collection(CollectionStep.random(&self))
        case 50..<62: .diffable(DiffableStep.random(&self))
        case 62..<76: .presentation(PresentationStep.random(&self))
        case 76..<83: .container(ContainerStep.random(&self))
        case 83..<90: .containment(ContainmentStep.random(&self))
        default: .time(TimeStep.random(&self))
        }
    }

    /// A view index, or `nil` when no view was made yet.
    mutating func anyView() -> Int? {
        pools.views == 0 ? nil : random.below(pools.views)
    }

    /// Any controller's index (there is always the root).
    mutating func anyController() -> Int {
        random.below(pools.controllers.count)
    }
}
