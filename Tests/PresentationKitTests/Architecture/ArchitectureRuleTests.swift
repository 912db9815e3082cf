import Foundation
import Testing

/// ARCHITECTURE.md's "Rules the code keeps", checked on the sources, so that a rule it states cannot quietly stop
/// being true (issue 35: "an undeclared import fails the build" and "only CairoGraphics calls C" did not hold).
@Suite struct ArchitectureRuleTests {
    static let targets = (try? RepositoryFiles.text(of: "Package.swift")).map(ManifestTarget.all(in:)) ?? []

    /// The modules whose imports the manifest governs: the package's own targets and the products it names.
    static var governedModules: Set<String> {
        Set(targets.map(\.name)).union(targets.flatMap(\.dependencies))
    }

    /// Each import of `target`'s sources, as `file:line module`.
    static func imports(of target: ManifestTarget) throws -> [(place: String, module: String)] {
        try RepositoryFiles.swiftFiles(under: target.path).flatMap { file in
            let path = "\(target.path)/\(file)"
            return SourceImport.all(in: try RepositoryFiles.text(of: path)).map { ("\(path):\($0.line)", $0.module) }
        }
    }

    /// The manifest is read as it is written: the targets this check depends on are found with their folders.
    @Test func theManifestIsRead() {
        let names = Set(Self.targets.map(\.name))
        #expect(names.isSuperset(of: ["PresentationKit", "CairoGraphics", "presentkit", "PresentationKitTests"]))
        let cairo = Self.targets.first { $0.name == "CairoGraphics" }
        #expect(cairo?.dependencies == ["CCairo", "CDeflate", "OutputFiles", "WholeNumbers"])
        let scenes = Self.targets.first { $0.name == "PresentationScenes" }
        #expect(scenes?.dependencies.contains("Yams") == true && scenes?.path == "Sources/PresentationScenes")
    }

    /// "Imports match the manifest": every module of the package (or product of another package) that a target's
    /// files import is one its `dependencies:` names. SwiftPM lets a module reached through another dependency
    /// through, which is how PresentationFigures came to import WholeNumbers without declaring it.
    @Test func everyImportOfAPackageModuleIsDeclared() throws {
        let governed = Self.governedModules
        var undeclared: [String] = []
        for target in Self.targets {
            for (place, module) in try Self.imports(of: target)
            where governed.contains(module) && module != target.name && !target.dependencies.contains(module) {
                undeclared.append("\(place) imports \(module), which \(target.name) does not declare")
            }
        }
        #expect(undeclared.isEmpty, "\(undeclared.joined(separator: "\n"))")
    }

    /// "Only CairoGraphics talks to cairo, libpng, fontconfig and libdeflate": no other target imports their
    /// module maps.
    @Test func onlyCairoGraphicsImportsTheGraphicsLibraries() throws {
        var found: [String] = []
        for target in Self.targets where target.name != "CairoGraphics" {
            for (place, module) in try Self.imports(of: target) where ["CCairo", "CDeflate"].contains(module) {
                found.append("\(place) imports \(module)")
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    /// The modules that make system calls (`import Glibc`), each for the reason ARCHITECTURE.md gives: any other
    /// module that starts to is a change of the rule, to be argued there first.
    static let systemCallers: [String: String] = [
        "OutputFiles": "files written atomically, signals, process liveness",
        "PresentationScenes": "reading a scene file with its size bounded before it is read",
        "presentkit": "process limits, standard streams and exit codes",
    ]

    @Test func onlyTheListedModulesMakeSystemCalls() throws {
        var callers: Set<String> = []
        for target in Self.targets where !target.path.hasPrefix("Tests") {
            if try Self.imports(of: target).contains(where: { $0.module == "Glibc" }) { callers.insert(target.name) }
        }
        #expect(callers == Set(Self.systemCallers.keys))
        let architecture = try RepositoryFiles.text(of: "ARCHITECTURE.md")
        for (module, _) in Self.systemCallers {
            #expect(architecture.contains("`\(module)`"), "ARCHITECTURE.md does not name \(module)")
        }
    }

    /// "The core is pure Swift and does no file I/O": PresentationKit reads and writes no files (its one stream
    /// is standard error, where a diagnostic is printed as UIKit logs it).
    @Test func theCoreDoesNoFileIO() throws {
        // Reading or writing a file, not a collection's `append(contentsOf:)` or a text stream's `write(to: &…)`.
        let fileCall =
            #"\bFileManager\b|(Data|String)\(contentsOf|contentsOfFile|\bf?open\(|\.write\(to(File)?: *[^& ]|FileHandle\("#
        let found = try RepositoryFiles.lines(under: "Sources/PresentationKit", matching: fileCall)
            .filter { !$0.text.hasPrefix("//") }.map { "\($0.place): \($0.text)" }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    /// "Bad input is an error, never a trap": `FileHandle.write(_:)` traps on Linux when the write fails (a closed
    /// or full stream), so the sources use the throwing `write(contentsOf:)` or the commands' `StandardOutput` and
    /// `StandardError`, which report or drop a failed write.
    @Test func noStreamWriteThatTraps() throws {
        let found = try RepositoryFiles.lines(under: "Sources", matching: #"FileHandle\.\w+\.write\((?!contentsOf:)"#)
            .map(\.place)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}
