import FuzzRandom
import UIKit

/// The numbers random programs use: mostly ordinary ones, so that programs get far, and now and then the
/// awkward ones user code produces by mistake (NaN from 0/0, infinities, huge and negative sizes).
enum FuzzValues {
    static let awkward: [Double] = [
        .nan, .infinity, -.infinity, 1e308, -1e308, .leastNonzeroMagnitude, -0.0, 0, -1, -500, 2_147_483_648, 1e15,
    ]
    static let ordinary: [Double] = [0, 1, 8, 20, 44, 100, 150, 320, 600]
    /// Durations and delays, awkward ones included.
    static let durations: [Double] = [0, 0, 0.1, 0.25, 0.3, 1, 2.5, -1, .nan, .infinity, 1e308]
    /// Layout priorities, out-of-range ones included (UIKit accepts 1…1000).
    static let priorities: [Float] = [1000, 999, 750, 250, 1, 0, -5, 1001, .nan]
}

extension SplitMix64 {
    /// A number: one time in four an awkward one.
    mutating func number() -> Double {
        oneIn(4) ? pick(FuzzValues.awkward) : pick(FuzzValues.ordinary) + Double(below(40))
    }

    /// A small count or index, now and then negative or far out of range.
    mutating func index(below count: Int) -> Int {
        switch below(12) {
        case 0: return -1
        case 1: return count + below(3)
        case 2: return 1_000_000
        default: return below(max(1, count))
        }
    }

    /// A few small counts, for rows in sections or items in sections.
    mutating func counts(maximum: Int = 6) -> [Int] {
        (0..<below(4)).map { _ in oneIn(20) ? 5_000 : below(maximum + 1) }
    }
}

/// How a number is written in a printed program.
func code(_ value: Double) -> String {
    if value.isNaN { return ".nan" }
    if value == .infinity { return ".infinity" }
    if value == -.infinity { return "-.infinity" }
    if let whole = Int(exactly: value), abs(whole) < 1_000_000_000 { return String(whole) }
    return "\(value)"
}

/// How a priority is written in a printed program.
func code(_ value: Float) -> String {
    code(Double(value))
}

/// A rectangle with any numbers in it.
struct FuzzRect: Sendable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    static func random(_ random: inout SplitMix64) -> FuzzRect {
        FuzzRect(x: random.number(), y: random.number(), width: random.number(), height: random.number())
    }

    var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
    var code: String {
        "CGRect(x: \(UIKitProgramFuzzer.code(x)), y: \(UIKitProgramFuzzer.code(y)), "
            + "width: \(UIKitProgramFuzzer.code(width)), height: \(UIKitProgramFuzzer.code(height)))"
    }
}

/// A transform, degenerate ones included.
enum FuzzTransform: Sendable {
    case identity
    case scale(Double, Double)
    case rotation(Double)
    case translation(Double, Double)
    /// Every component given, as a transform read from bad data would be.
    case raw([Double])

    static func random(_ random: inout SplitMix64) -> FuzzTransform {
        switch random.below(5) {
        case 0: .identity
        case 1: .scale(random.number(), random.number())
        case 2: .rotation(random.number())
        case 3: .translation(random.number(), random.number())
        default: .raw((0..<6).map { _ in random.number() })
        }
    }

    var transform: CGAffineTransform {
        switch self {
        case .identity: .identity
        case .scale(let x, let y): CGAffineTransform(scaleX: x, y: y)
        case .rotation(let angle): CGAffineTransform(rotationAngle: angle)
        case .translation(let x, let y): CGAffineTransform(translationX: x, y: y)
        case .raw(let values):
            CGAffineTransform(
                a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
        }
    }

    var code: String {
        switch self {
        case .identity: ".identity"
        case .scale(let x, let y):
            "CGAffineTransform(scaleX: \(UIKitProgramFuzzer.code(x)), y: \(UIKitProgramFuzzer.code(y)))"
        case .rotation(let angle): "CGAffineTransform(rotationAngle: \(UIKitProgramFuzzer.code(angle)))"
        case .translation(let x, let y):
            "CGAffineTransform(translationX: \(UIKitProgramFuzzer.code(x)), y: \(UIKitProgramFuzzer.code(y)))"
        case .raw(let values):
            "CGAffineTransform(a: \(values.map { UIKitProgramFuzzer.code($0) }.joined(separator: ", ")))"
        }
    }
}

/// An index path as user code builds it: usually a section and a row, sometimes with the wrong number of
/// indexes.
struct FuzzIndexPath: Sendable, Hashable {
    var indexes: [Int]

    static func random(_ random: inout SplitMix64, sections: Int = 3, rows: Int = 5) -> FuzzIndexPath {
        if random.oneIn(40) { return FuzzIndexPath(indexes: random.oneIn(2) ? [0] : [0, 0, 0]) }
        return FuzzIndexPath(indexes: [random.index(below: sections), random.index(below: rows)])
    }

    var indexPath: IndexPath {
        IndexPath(indexes: indexes)
    }

    var code: String {
        indexes.count == 2
            ? "IndexPath(row: \(indexes[1]), section: \(indexes[0]))" : "IndexPath(indexes: \(indexes))"
    }
}
