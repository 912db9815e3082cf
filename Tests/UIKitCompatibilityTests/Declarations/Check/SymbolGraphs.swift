#if os(Linux)
    import Foundation

    /// Writes the symbol graphs of built modules with the toolchain's `swift-symbolgraph-extract`.
    enum SymbolGraphs {
        struct Failure: Error, CustomStringConvertible {
            let description: String
        }

        /// Extracts the public symbols of `modules` from the build folder the tests run from, into a new
        /// temporary folder, and returns it.
        static func extract(modules: [String]) throws -> URL {
            let tool = try toolURL()
            let modulesFolder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
                .deletingLastPathComponent().appendingPathComponent("Modules")
            guard FileManager.default.fileExists(atPath: modulesFolder.appendingPathComponent("UIKit.swiftmodule").path)
            else { throw Failure(description: "no UIKit.swiftmodule in \(modulesFolder.path): build the tests first") }
            let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            let moduleMap = repository.appendingPathComponent("Sources/SystemSubmodules/include/module.modulemap")
            let output = FileManager.default.temporaryDirectory
                .appendingPathComponent("declaration-check-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            for module in modules {
                try run(
                    tool,
                    [
                        "-module-name", module, "-target", targetTriple, "-I", modulesFolder.path,
                        "-Xcc", "-fmodule-map-file=\(moduleMap.path)", "-minimum-access-level", "public",
                        "-output-dir", output.path,
                    ])
            }
            return output
        }

        private static var targetTriple: String {
            #if arch(x86_64)
                "x86_64-unknown-linux-gnu"
            #else
                "aarch64-unknown-linux-gnu"
            #endif
        }

        private static func toolURL() throws -> URL {
            let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
            for folder in path.split(separator: ":") {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift-symbolgraph-extract")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
            throw Failure(description: "swift-symbolgraph-extract is not on PATH (it ships with the Swift toolchain)")
        }

        private static func run(_ tool: URL, _ arguments: [String]) throws {
            let process = Process()
            process.executableURL = tool
            process.arguments = arguments
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let message = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                let text = String(decoding: message, as: UTF8.self)
                throw Failure(description: "swift-symbolgraph-extract \(arguments.joined(separator: " ")): \(text)")
            }
        }
    }
#endif
