import Foundation

// Random UIKit programs, run in-process: see Program (what a seed makes), ProgramRun (how it runs) and
// BatchDriver (the child processes that catch traps). Usage:
//
//   UIKitProgramFuzzer [--programs N] [--first-seed S] [--batch B] [--jobs J] [--timeout SECONDS]
//                      [--memory-limit-mb MB] [--findings FOLDER]
//   UIKitProgramFuzzer --print SEED      the program of a seed, as Swift-like pseudo-code
//   UIKitProgramFuzzer --run SEED [--steps N]
//                                        runs one program here (its first N steps, to narrow a finding down)
//                                        and prints its diagnostics
//
// Exit status: 0 when no program crashed, hung, outgrew the memory bound or left a window alive; 1 otherwise;
// 2 for a bad command line.

/// The command line's options, by name, with the values that follow them.
struct Options {
    var values: [String: String] = [:]
    var child: (UInt64, Int)?

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let option = rest.popFirst() {
            if option == "--child" {
                guard let first = rest.popFirst().flatMap({ UInt64($0) }),
                    let count = rest.popFirst().flatMap({ Int($0) })
                else { throw UsageError(message: "--child needs a first seed and a count") }
                child = (first, count)
                continue
            }
            guard option.hasPrefix("--"), let value = rest.popFirst() else {
                throw UsageError(message: "\(option): expected an option and its value")
            }
            values[option] = value
        }
    }

    func integer(_ name: String, default value: Int, range: ClosedRange<Int>) throws -> Int {
        guard let text = values[name] else { return value }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError(
                message: "\(name): expected a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    func seconds(_ name: String, default value: Double) throws -> Double {
        guard let text = values[name] else { return value }
        guard let number = Double(text), number.isFinite, number > 0, number <= 3600 else {
            throw UsageError(message: "\(name): expected seconds from 0 to 3600")
        }
        return number
    }

    var limits: Limits {
        get throws {
            Limits(
                seconds: try seconds("--timeout", default: 10),
                memoryBytes: try integer("--memory-limit-mb", default: 2048, range: 64...65_536) << 20)
        }
    }
}

struct UsageError: Error {
    let message: String
}

func main() -> Int32 {
    do {
        let options = try Options(Array(CommandLine.arguments.dropFirst()))
        if let (first, count) = options.child {
            ChildBatch(firstSeed: first, count: count, limits: try options.limits).run()
            return 0
        }
        if options.values["--print"] != nil {
            let seed = try options.integer("--print", default: 0, range: 0...Int.max)
            print(Program(seed: UInt64(seed)).listing, terminator: "")
            return 0
        }
        if options.values["--run"] != nil {
            let seed = try options.integer("--run", default: 0, range: 0...Int.max)
            var program = Program(seed: UInt64(seed))
            program.keepSteps(try options.integer("--steps", default: program.steps.count, range: 0...Int.max))
            let outcome = try ProgramRun.run(program)
            for diagnostic in outcome.diagnostics { print(diagnostic.logLine) }
            return 0
        }
        let driver = BatchDriver(
            firstSeed: UInt64(try options.integer("--first-seed", default: 1, range: 0...Int.max)),
            programs: try options.integer("--programs", default: 10_000, range: 1...100_000_000),
            batchSize: try options.integer("--batch", default: 200, range: 1...100_000),
            jobs: try options.integer("--jobs", default: 1, range: 1...64), limits: try options.limits,
            findingsFolder: URL(fileURLWithPath: options.values["--findings"] ?? ".build-fuzz/uikit-findings"))
        return try driver.run() ? 0 : 1
    } catch let error as UsageError {
        FileHandle.standardError.write(Data("UIKitProgramFuzzer: \(error.message)\n".utf8))
        return 2
    } catch {
        FileHandle.standardError.write(Data("UIKitProgramFuzzer: \(error)\n".utf8))
        return 1
    }
}

exit(main())
