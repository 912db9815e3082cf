import Foundation
import OutputFiles
import Testing

@Suite struct FilePathTextTests {
    // Darwin's NSString.deletingLastPathComponent documentation: "/tmp/scratch.tiff" → "/tmp",
    // "/tmp/lock/" → "/tmp", "/tmp/" → "/", "/tmp" → "/", "/" → "/", "scratch.tiff" → "".
    @Test(arguments: [
        ("/tmp/scratch.tiff", "/tmp"), ("/tmp/lock/", "/tmp"), ("/tmp/", "/"), ("/tmp", "/"), ("/", "/"),
        ("scratch.tiff", ""),
    ])
    func documentedExamples(path: String, folder: String) {
        #expect(FilePathText.folder(of: path) == folder)
    }

    /// The inputs on which corelibs Foundation's NSString traps: each is one relative component.
    @Test(arguments: ["a", ".", "./", "é", "a/", "..", "", "日本"])
    func singleRelativeComponentsAreTheCurrentFolder(path: String) {
        #expect(FilePathText.folder(of: path) == "")
        #expect(FilePathText.folderOrCurrent(of: path) == ".")
    }

    @Test func repeatedSlashesBetweenComponentsGoWithTheLastOne() {
        #expect(FilePathText.folder(of: "out//x.png") == "out")
        #expect(FilePathText.folder(of: "a/b/c.png") == "a/b")
        #expect(FilePathText.folder(of: "//x") == "/")
        #expect(FilePathText.folderOrCurrent(of: "dir/é.png") == "dir")
    }

    /// Agrees with Foundation wherever Foundation does not trap (paths of two or more characters).
    @Test(arguments: ["ab", "ab/", "/ab", "ab/cd", "ab/cd/", "x/y.png", "../up/z", "./ab"])
    func agreesWithFoundationWhereItWorks(path: String) {
        #expect(FilePathText.folder(of: path) == (path as NSString).deletingLastPathComponent)
    }
}
