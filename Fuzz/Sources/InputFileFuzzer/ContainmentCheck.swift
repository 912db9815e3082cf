import Foundation
import Synchronization

/// The path-containment check on every decoded input: each output path the command line would build from the
/// input's names (a scene's `<name>.png` and `<name>/` frame folder, a figure's `<name>.png|svg|pdf` and its
/// `<name>.<format>.key` cache record, a gallery cell's `<style>/<device>….png`) is joined to an output folder
/// as `presentkit` joins it (`appendingPathComponent`), and must still lie inside that folder once `.` and
/// `..` are resolved. A violation aborts with the offending name, so that libFuzzer keeps the input.
enum ContainmentCheck {
    /// The output folder the paths are joined to; nothing is written there.
    private static let outputFolder = "/fuzz-output/inner"
    /// How many paths were checked, printed at exit so that a run shows the check ran.
    static let checkedPaths = Atomic<Int>(0)

    /// Checks the paths built from a scene's or figure's `name`.
    static func checkName(_ name: String, kind: String) {
        for relative in [name, "\(name).png", "\(name).svg", "\(name).pdf", "\(name).png.key"] {
            check(relative, from: "\(kind) name")
        }
    }

    /// Checks a path the command line builds below its output folder, such as a gallery cell's.
    static func check(_ relative: String, from source: String) {
        let joined = (outputFolder as NSString).appendingPathComponent(relative)
        let resolved = resolvingDots(joined)
        guard resolved.hasPrefix(outputFolder + "/") else {
            let line =
                "path-containment violation: \(source) \(relative.debugDescription) → \(resolved.debugDescription)\n"
            FileHandle.standardError.write(Data(line.utf8))
            abort()
        }
        checkedPaths.add(1, ordering: .relaxed)
    }

    /// `path` with `.` and empty components dropped and each `..` removing the component before it, without
    /// touching the file system.
    private static func resolvingDots(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }
}
