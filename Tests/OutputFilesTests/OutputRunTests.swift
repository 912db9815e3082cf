import Foundation
import OutputFiles
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A run's outputs stand or fall together, and a write sweeps away what killed processes left.
@Suite("Output runs and stale temporary files")
struct OutputRunTests {
    /// Makes the folder `folder` and writes `a.txt` into it, as outputs of `run`.
    private static func makeFolderWithAFile(_ folder: String, in scratch: Scratch, run: OutputRun) throws {
        try OutputFile.createDirectory(scratch.path(folder), run: run)
        try OutputFile.write(Data("a".utf8), to: scratch.path(folder + "/a.txt"), run: run)
    }

    @Test("A discarded run removes the files and folders it created, and only those")
    func discardRemovesWhatTheRunMade() throws {
        let scratch = try Scratch()
        try Data("old".utf8).write(to: URL(fileURLWithPath: scratch.path("kept.txt")))
        try Data("old".utf8).write(to: URL(fileURLWithPath: scratch.path("replaced.txt")))
        let run = OutputRun()
        try Self.makeFolderWithAFile("new/inner", in: scratch, run: run)
        try OutputFile.write(Data("b".utf8), to: scratch.path("b.txt"), run: run)
        try OutputFile.write(Data("new".utf8), to: scratch.path("replaced.txt"), run: run)
        let pending = try PendingOutputFile(path: scratch.path("streamed.txt"), run: run)
        try pending.append(Data("s".utf8))
        try pending.commit()
        #expect(
            scratch.tree() == [
                "b.txt", "kept.txt", "new", "new/inner", "new/inner/a.txt", "replaced.txt", "streamed.txt",
            ])
        run.discard()
        #expect(scratch.tree() == ["kept.txt", "replaced.txt"])
        #expect(try scratch.contents("kept.txt") == "old")
        #expect(try scratch.contents("replaced.txt") == "new", "a replaced file cannot be restored, only kept")
    }

    @Test("A finished run keeps everything, and a later discard changes nothing")
    func finishKeeps() throws {
        let scratch = try Scratch()
        let run = OutputRun()
        try Self.makeFolderWithAFile("new", in: scratch, run: run)
        run.finish()
        run.discard()
        #expect(scratch.tree() == ["new", "new/a.txt"])
    }

    @Test("A run that ends without being finished removes what it made")
    func anUnfinishedRunIsDiscarded() throws {
        let scratch = try Scratch()
        do {
            let run = OutputRun()
            try Self.makeFolderWithAFile("new", in: scratch, run: run)
        }
        #expect(scratch.tree().isEmpty)
    }

    @Test("A folder that holds a file the run did not make stays, and so do the folders around it")
    func foldersWithOtherFilesStay() throws {
        let scratch = try Scratch()
        let run = OutputRun()
        try Self.makeFolderWithAFile("new/inner", in: scratch, run: run)
        try Data("theirs".utf8).write(to: URL(fileURLWithPath: scratch.path("new/inner/theirs.txt")))
        run.discard()
        #expect(scratch.tree() == ["new", "new/inner", "new/inner/theirs.txt"])
    }

    @Test("A file put in the place of one the run made, by someone else, is not removed")
    func aFileReplacedByAnotherWriterStays() throws {
        let scratch = try Scratch()
        let run = OutputRun()
        try OutputFile.write(Data("ours".utf8), to: scratch.path("a.txt"), run: run)
        try OutputFile.write(Data("theirs".utf8), to: scratch.path("a.txt"))
        run.discard()
        #expect(try scratch.contents("a.txt") == "theirs")
    }

    @Test("A write first removes the temporary files of dead processes in its folder, whatever they were writing")
    func aWriteSweepsStaleTemporaryFiles() throws {
        let scratch = try Scratch()
        let dead = try Self.deadProcessID()
        let alive = getpid()
        let names = [
            ".presentkit-1a2b3c-\(dead)-42.partial",  // another destination's, dead: removed
            ".presentkit-ffff-\(dead)-7.partial",  // dead: removed
            ".presentkit-1a2b3c-\(alive)-42.partial",  // this live process's: kept
            ".presentkit-1a2b3c-1-42.partial",  // pid 1 is always alive: kept
            ".presentkit-notes.partial",  // not of the form: kept
            "mine-\(dead)-1.partial",  // not presentkit's: kept
        ]
        for name in names { try Data().write(to: URL(fileURLWithPath: scratch.path(name))) }
        try OutputFile.write(Data("x".utf8), to: scratch.path("unrelated.png"))
        #expect(
            scratch.tree()
                == [
                    ".presentkit-1a2b3c-1-42.partial", ".presentkit-1a2b3c-\(alive)-42.partial",
                    ".presentkit-notes.partial", "mine-\(dead)-1.partial", "unrelated.png",
                ].sorted())
    }

    /// The id of a process that has ended (a `true` that ran and was reaped).
    private static func deadProcessID() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        let id = process.processIdentifier
        #expect(kill(id, 0) != 0, "the process has ended")
        return id
    }
}
