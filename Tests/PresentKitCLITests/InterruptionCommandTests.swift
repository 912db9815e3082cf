import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 34: an interrupted run leaves nothing behind. SIGINT, SIGTERM, SIGHUP and SIGQUIT remove every
/// unfinished file and what the run created, and the process ends by the signal; a `kill -9` cannot be caught, so
/// the next run that writes into the same folder removes what it left.
@Suite(.serialized) struct InterruptionCommandTests {
    /// An animation that runs for seconds: 240 frames a second of a page sheet's presentation.
    static let longAnimation = [
        "animate", "Fixtures/scenes/animations/page-sheet.yaml", "--fps", "240", "--scale", "0.5",
    ]
    /// No core file from SIGQUIT, whatever the machine's default.
    static let noCoreFiles = "ulimit -c 0"

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
    func aSignalDuringAnAnimationLeavesNothingBehind(signal: Int32) throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("mine".utf8).write(to: folder.appendingPathComponent("kept.txt"))
        let output = folder.appendingPathComponent("new/animation")
        let process = try CommandLineTool.start(
            Self.longAnimation + ["--output", output.path], limits: Self.noCoreFiles)
        let writing = CommandLineTool.wait(
            for: { !CommandLineTool.partialFiles(below: folder).isEmpty }, while: process)
        #expect(writing, "interrupted while writing a frame")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal, "ended by the signal")
        #expect(process.terminationStatus == signal)
        #expect(
            CommandLineTool.tree(of: folder) == ["kept.txt"],
            "the frames, the unfinished files and the folders it made are gone; what was there stays")
    }

    /// The status a shell reports for a run it interrupted is 128 + the signal's number.
    @Test func aShellReportsTheConventionalStatus() throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let animate = Self.longAnimation.map {
            "'" + ($0.hasPrefix("Fixtures/") ? "\(CommandLineTool.repository.path)/\($0)" : $0) + "'"
        }
        let script = """
            "$0" \(animate.joined(separator: " ")) --output out/animation >/dev/null 2>&1 &
            child=$!
            tries=0
            until ls -A out/animation 2>/dev/null | grep -q partial || [ $tries -gt 6000 ]; do
                sleep 0.01
                tries=$((tries + 1))
            done
            kill -TERM $child
            wait $child
            echo $?
            """
        let result = try CommandLineTool.run(script: script, in: folder)
        #expect(result.standardOutput == "\(128 + SIGTERM)\n")
        #expect(CommandLineTool.tree(of: folder).isEmpty)
    }

    /// `verify --record` stopped half-way removes the references it recorded and the folder it made for them.
    @Test func anInterruptedRecordingLeavesNothingBehind() throws {
        let workspace = try VerifyWorkspace()
        defer { workspace.remove() }
        for name in [
            "stacked-sheets.yaml", "popover-arrow-up.yaml", "form-sheet-over-navigation.yaml", "dark-mode-sheet.yaml",
            "custom-device.yaml", "large-title-list.yaml",
        ] {
            try workspace.copyFixture(name)
        }
        let process = try CommandLineTool.start([
            "verify", workspace.fixtures.path, "--reference", workspace.references.path, "--record", "--report",
            workspace.report.path,
        ])
        let recording = CommandLineTool.wait(
            for: { !CommandLineTool.tree(of: workspace.references).isEmpty }, while: process)
        #expect(recording, "interrupted while recording")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
        #expect(!FileManager.default.fileExists(atPath: workspace.references.path))
        #expect(CommandLineTool.partialFiles(below: workspace.root).isEmpty)
    }

    /// After a `kill -9`, the next run that writes into the folder — to any destination — removes the killed run's
    /// unfinished file; the unfinished files of live processes stay.
    @Test func theNextRunSweepsWhatAKilledRunLeft() throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let animate =
            Self.longAnimation + ["--format", "apng", "--output", folder.appendingPathComponent("a.png").path]
        let killed = try CommandLineTool.kill(
            animate, when: { !CommandLineTool.partialFiles(below: folder).isEmpty })
        #expect(killed, "killed while writing")
        let left = CommandLineTool.partialFiles(below: folder)
        #expect(left.count == 1)
        let live = ".presentkit-0-\(getpid())-1.partial"
        try Data().write(to: folder.appendingPathComponent(live))
        let render = try CommandLineTool.run([
            "render", "Fixtures/scenes/stacked-sheets.yaml", "--scale", "0.25", "--output",
            folder.appendingPathComponent("still.png").path,
        ])
        #expect(render.status == 0, "\(render.standardError)")
        #expect(CommandLineTool.partialFiles(below: folder) == [live], "the dead run's file is gone: \(left)")
    }

    /// SIGPIPE is ignored: writing to a closed pipe fails like any other write, named on standard error, and the
    /// command ends with exit code 1 instead of being killed by the signal.
    @Test func aClosedStandardOutputIsAnErrorNotASignal() throws {
        let closed = Pipe()
        try closed.fileHandleForReading.close()
        let result = try CommandLineTool.run(["devices"], standardOutput: closed)
        #expect(result.reason == .exit)
        #expect(result.status == 1)
        #expect(
            result.standardError.contains("cannot write to standard output: Broken pipe"), "\(result.standardError)")
    }
}
