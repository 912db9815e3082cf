import Foundation
import OutputFiles
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Output files")
struct OutputFileTests {
    @Test("A new file is created and an existing one replaced, leaving no temporary file behind")
    func createsAndReplaces() throws {
        let scratch = try Scratch()
        try OutputFile.write(Data("one".utf8), to: scratch.path("a.txt"))
        try OutputFile.write(Data("two".utf8), to: scratch.path("a.txt"))
        #expect(try scratch.contents("a.txt") == "two")
        #expect(try scratch.names() == ["a.txt"])
    }

    @Test("A replaced file keeps its permission bits")
    func keepsPermissions() throws {
        let scratch = try Scratch()
        try OutputFile.write(Data("one".utf8), to: scratch.path("a.txt"))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: scratch.path("a.txt"))
        try OutputFile.write(Data("two".utf8), to: scratch.path("a.txt"))
        let mode = try FileManager.default.attributesOfItem(atPath: scratch.path("a.txt"))[.posixPermissions]
        #expect((mode as? NSNumber)?.intValue == 0o640)
    }

    @Test("A read-only file is refused (even for root) unless the policy allows replacing it")
    func readOnlyNeedsForce() throws {
        let scratch = try Scratch()
        try OutputFile.write(Data("old".utf8), to: scratch.path("a.txt"))
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: scratch.path("a.txt"))
        #expect(throws: OutputFileError.self) { try OutputFile.write(Data("new".utf8), to: scratch.path("a.txt")) }
        do {
            try OutputFile.write(Data("new".utf8), to: scratch.path("a.txt"))
        } catch {
            #expect(error.reason == "the existing file is read-only", "no way round it is named by default")
        }
        do {
            try OutputFile.write(
                Data("new".utf8), to: scratch.path("a.txt"), policy: OutputPolicy(readOnlyHint: "use --force"))
        } catch {
            #expect(error.reason == "the existing file is read-only (use --force)")
        }
        #expect(try scratch.contents("a.txt") == "old")
        try OutputFile.write(
            Data("new".utf8), to: scratch.path("a.txt"), policy: OutputPolicy(replacesReadOnlyFiles: true))
        #expect(try scratch.contents("a.txt") == "new")
    }

    @Test("A device, a FIFO and a directory are refused and left as they are")
    func refusesWhatIsNotARegularFile() throws {
        let scratch = try Scratch()
        #expect(mkfifo(scratch.path("pipe"), 0o644) == 0)
        try FileManager.default.createDirectory(atPath: scratch.path("folder"), withIntermediateDirectories: false)
        let cases = [
            ("/dev/null", "is a device"), (scratch.path("pipe"), "is a FIFO"),
            (scratch.path("folder"), "is a directory"),
        ]
        for (path, reason) in cases {
            do {
                try OutputFile.write(Data("x".utf8), to: path)
                Issue.record("\(path) was written")
            } catch {
                #expect(error.reason.hasPrefix(reason), "\(path): \(error)")
                #expect(error.description == "cannot write '\(path)': \(error.reason)")
            }
        }
        var status = stat()
        #expect(lstat("/dev/null", &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR)
        #expect(lstat(scratch.path("pipe"), &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO)
        #expect(try scratch.names() == ["folder", "pipe"])
    }

    @Test("Writing through a symbolic link replaces its target atomically and keeps the link")
    func followsSymbolicLinks() throws {
        let scratch = try Scratch()
        try OutputFile.write(Data("target".utf8), to: scratch.path("real.txt"))
        try FileManager.default.createSymbolicLink(atPath: scratch.path("link.txt"), withDestinationPath: "real.txt")
        try OutputFile.write(Data("through".utf8), to: scratch.path("link.txt"))
        #expect(try scratch.contents("real.txt") == "through")
        let destination = try FileManager.default.destinationOfSymbolicLink(atPath: scratch.path("link.txt"))
        #expect(destination == "real.txt")
        #expect(try scratch.names() == ["link.txt", "real.txt"])
    }

    @Test("A loop of links, a missing folder and a name too long are errors in plain words")
    func plainWordErrors() throws {
        let scratch = try Scratch()
        try FileManager.default.createSymbolicLink(atPath: scratch.path("a"), withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("b"), withDestinationPath: "a")
        let cases = [
            (scratch.path("a"), "too many levels of symbolic links"),
            (scratch.path("missing/x.png"), "no such file or directory"),
            (scratch.path(String(repeating: "n", count: 300)), "file name too long"),
        ]
        for (path, reason) in cases {
            #expect(throws: OutputFileError(path: path, reason: reason)) {
                try OutputFile.write(Data("x".utf8), to: path)
            }
        }
    }

    @Test("A folder without write permission is refused with 'permission denied'", .enabled(if: getuid() != 0))
    func permissionDenied() throws {
        let scratch = try Scratch()
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: scratch.folder)
        #expect(throws: OutputFileError(path: scratch.path("a.png"), reason: "permission denied")) {
            try OutputFile.write(Data("x".utf8), to: scratch.path("a.png"))
        }
    }

    @Test("An abandoned streamed file leaves the old one intact and no temporary file")
    func abandonKeepsTheOldFile() throws {
        let scratch = try Scratch()
        try OutputFile.write(Data("old".utf8), to: scratch.path("anim.png"))
        let pending = try PendingOutputFile(path: scratch.path("anim.png"))
        try pending.append(Data("half".utf8))
        #expect(try scratch.contents("anim.png") == "old")
        pending.abandon()
        #expect(try scratch.contents("anim.png") == "old")
        #expect(try scratch.names() == ["anim.png"])
    }

    @Test("Foundation's file errors are told in plain words, without NSCocoaErrorDomain codes")
    func foundationErrorsInPlainWords() throws {
        let scratch = try Scratch()
        do {
            _ = try Data(contentsOf: URL(fileURLWithPath: scratch.path("missing.png")))
            Issue.record("a missing file was read")
        } catch {
            #expect(FileErrorText.reason(for: error) == "no such file or directory")
        }
        try OutputFile.write(Data("x".utf8), to: scratch.path("file"))
        #expect(throws: OutputFileError(path: scratch.path("file"), reason: "is a file, not a folder")) {
            try OutputFile.createDirectory(scratch.path("file"))
        }
        do {
            try OutputFile.createDirectory(scratch.path("file/inside"))
            Issue.record("a folder was created inside a file")
        } catch {
            #expect(error.reason == "cannot create the folder: not a directory")
            #expect(!error.description.contains("NSCocoaErrorDomain"))
        }
    }
}
