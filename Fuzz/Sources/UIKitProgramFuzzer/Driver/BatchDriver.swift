import Foundation
import Synchronization

/// The parent side: runs seeded programs in batches, each batch in a child process (this executable with
/// `--child`), so that a trap ends only its child; the parent names the seed that trapped, saves the finding,
/// and goes on with the next seed in a new child.
struct BatchDriver: Sendable {
    let firstSeed: UInt64
    let programs: Int
    let batchSize: Int
    let jobs: Int
    let limits: Limits
    let findingsFolder: URL

    /// Runs every batch and prints the tallies; returns whether nothing was found.
    func run() throws -> Bool {
        try FileManager.default.createDirectory(at: findingsFolder, withIntermediateDirectories: true)
        let started = Date()
        let tally = Mutex(Tally())
        let batches = stride(from: 0, to: programs, by: batchSize).map { offset in
            (firstSeed + UInt64(offset), min(batchSize, programs - offset))
        }
        let next = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: max(1, jobs)) { _ in
            while true {
                let index = next.withLock { index in
                    defer { index += 1 }
                    return index
                }
                guard index < batches.count else { break }
                let result = runBatch(first: batches[index].0, count: batches[index].1)
                tally.withLock { $0.add(result) }
            }
        }
        let final = tally.withLock { $0 }
        final.print(seconds: Date().timeIntervalSince(started), programs: programs, firstSeed: firstSeed, jobs: jobs)
        try final.write(
            to: findingsFolder.appendingPathComponent("last-run.txt"), seconds: Date().timeIntervalSince(started))
        return final.findings == 0
    }

    /// Runs seeds `first..<first + count`, in as many children as traps make necessary.
    private func runBatch(first: UInt64, count: Int) -> Tally {
        var tally = Tally()
        var seed = first
        let end = first + UInt64(count)
        while seed < end {
            let child = ChildProcess(firstSeed: seed, count: Int(end - seed), limits: limits)
            let report = child.run()
            tally.add(report)
            tally.peakBytes = max(tally.peakBytes, ChildProcess.largestChildPeakBytes())
            if let failure = report.failure {
                save(failure)
                seed = failure.seed + 1
                continue
            }
            // A child that ended between programs (LeakSanitizer at exit, say) leaves the rest to a new one.
            guard let last = report.finished.last?.seed, last + 1 < end else { break }
            seed = last + 1
        }
        return tally
    }

    /// Writes a finding's kind, message and program to `<kind>-seed-<seed>.txt` in the findings folder.
    private func save(_ failure: ChildReport.Failure) {
        let text =
            "\(failure.kind.rawValue) in program \(failure.seed): \(failure.detail)\n\n"
            + failure.messages + "\n\n" + Program(seed: failure.seed).listing
        let file = findingsFolder.appendingPathComponent("\(failure.kind.rawValue)-seed-\(failure.seed).txt")
        try? text.write(to: file, atomically: true, encoding: .utf8)
    }
}

/// What the batches found, added up.
struct Tally: Sendable {
    var programs = 0
    var crashes = 0
    var hangs = 0
    var overMemory = 0
    var leakedWindows = 0
    /// How many programs ended in each thrown error.
    var thrownErrors: [String: Int] = [:]
    var children = 0
    var peakBytes = 0
    /// How many programs ended with each diagnostic kind in their window.
    var diagnosticKinds: [String: Int] = [:]
    var programsWithDiagnostics = 0
    var failingSeeds: [String] = []

    var findings: Int { crashes + hangs + overMemory + leakedWindows }

    mutating func add(_ report: ChildReport) {
        children += 1
        programs += report.finished.count + (report.failure == nil ? 0 : 1)
        peakBytes = max(peakBytes, report.peakBytes)
        for line in report.finished { add(line) }
        guard let failure = report.failure else { return }
        switch failure.kind {
        case .crash: crashes += 1
        case .hang: hangs += 1
        case .memory: overMemory += 1
        }
        failingSeeds.append("\(failure.kind.rawValue) \(failure.seed)")
    }

    private mutating func add(_ line: ChildReport.Finished) {
        if line.leakedWindows > 0 {
            leakedWindows += 1
            failingSeeds.append("leak \(line.seed)")
        }
        if let thrown = line.thrown { thrownErrors[thrown, default: 0] += 1 }
        if !line.kinds.isEmpty { programsWithDiagnostics += 1 }
        for kind in line.kinds { diagnosticKinds[kind, default: 0] += 1 }
    }

    mutating func add(_ other: Tally) {
        programs += other.programs
        crashes += other.crashes
        hangs += other.hangs
        overMemory += other.overMemory
        leakedWindows += other.leakedWindows
        thrownErrors.merge(other.thrownErrors, uniquingKeysWith: +)
        children += other.children
        peakBytes = max(peakBytes, other.peakBytes)
        programsWithDiagnostics += other.programsWithDiagnostics
        diagnosticKinds.merge(other.diagnosticKinds, uniquingKeysWith: +)
        failingSeeds += other.failingSeeds
    }

    var summary: [String] {
        let kinds = diagnosticKinds.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }
        return [
            "crashes \(crashes), hangs \(hangs), over the memory bound \(overMemory), windows not freed \(leakedWindows)",
            "peak memory \(peakBytes / 1_000_000) MB (the largest child process)",
            "programs that ended in a recorded diagnostic: \(programsWithDiagnostics) (\(kinds.joined(separator: ", ")))",
            "programs that ended in a thrown error: \(thrownErrors.values.reduce(0, +)) ("
                + thrownErrors.sorted { $0.value > $1.value }.map { "\($0.key): \($0.value)" }.joined(separator: "; ")
                + ")",
        ] + (failingSeeds.isEmpty ? [] : ["findings: " + failingSeeds.sorted().joined(separator: ", ")])
    }

    func print(seconds: Double, programs wanted: Int, firstSeed: UInt64, jobs: Int) {
        Swift.print(
            "fuzz-uikit: \(programs) programs (seeds \(firstSeed)…\(firstSeed + UInt64(max(0, wanted - 1)))) in "
                + "\(Int(seconds)) s, \(children) child processes, \(jobs) at a time")
        for line in summary { Swift.print("fuzz-uikit: " + line) }
    }

    func write(to file: URL, seconds: Double) throws {
        try (["\(programs) programs in \(Int(seconds)) s"] + summary).joined(separator: "\n").appending("\n")
            .write(to: file, atomically: true, encoding: .utf8)
    }
}
