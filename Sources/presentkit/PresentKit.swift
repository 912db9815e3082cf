import ArgumentParser
import Foundation
import OutputFiles

#if canImport(Glibc)
    import Glibc
#endif

/// `presentkit`: render, lay out and list iOS presentations from scene files.
@main
struct PresentKit: AsyncParsableCommand {
    /// The tool's version (`presentkit --version`); CHANGELOG.md lists what each version changed.
    static let version = "0.2.0-dev"

    static let configuration = CommandConfiguration(
        commandName: "presentkit",
        abstract: "See, test and document how iOS view-controller presentations look — headless, on Linux.",
        discussion: """
            Exit codes: 0 success; 1 an image could not be rendered or written, or would not fit the 500 MB \
            memory budget (refused before it is drawn); \
            3 a scene or matrix file cannot be read or is invalid (one line per problem, file:line:column: field: problem); \
            4 a snapshot differs from its reference or has none (verify); \
            5 the verdicts were printed but the report could not be written (verify); \
            64 wrong usage (unknown option or value, with a suggestion). \
            Shell completion: presentkit --generate-completion-script bash|zsh|fish.
            """,
        version: version,
        subcommands: [
            RenderCommand.self, LayoutCommand.self, GalleryCommand.self, DevicesCommand.self, StylesCommand.self,
            MetricsCommand.self, AnimateCommand.self, VerifyCommand.self, FigureCommand.self,
        ]
    )

    /// Parses and runs the command; a usage error gets a "did you mean" line where the parser has none
    /// (a misspelt subcommand or option value, see ``UsageSuggestion``). SIGINT, SIGTERM, SIGHUP and SIGQUIT
    /// remove every unfinished output before the process ends (``InterruptionHandling``, installed before any
    /// other thread starts, as it must be).
    static func main() async {
        InterruptionHandling.install()
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try parseAsRoot(arguments)
            do {
                if var asynchronous = command as? AsyncParsableCommand {
                    try await asynchronous.run()
                } else {
                    try command.run()
                }
            } catch let error as ValidationError {
                exitWithUsageError(error, of: type(of: command))
            }
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success { printRequestedText(message) }
            guard let hint = UsageSuggestion.hint(forMessage: message, arguments: arguments) else {
                exit(withError: error)
            }
            StandardError.write(Data((UsageSuggestion.message(message, with: hint) + "\n").utf8))
            exit(withError: ExitCode(code.rawValue))
        }
    }

    /// Reports a usage error the subcommand found while running (a file that is not there, an `--output` that
    /// does not fit the inputs) as the parser reports the ones it finds: the message, the subcommand's usage and
    /// where its help is, exit 64. Thrown from `run()`, the parser would show the root command's usage instead.
    private static func exitWithUsageError(_ error: ValidationError, of subcommand: ParsableCommand.Type) -> Never {
        let usage = usageString(for: subcommand)
        let name = usage.split(separator: " ").prefix(2).joined(separator: " ")
        let text = "Error: \(error.message)\nUsage: \(usage)\n  See '\(name) --help' for more information.\n"
        StandardError.write(Data(text.utf8))
        Glibc.exit(ExitCode.validationFailure.rawValue)
    }

    /// Prints what `--help`, `--version` or `--generate-completion-script` asked for and exits 0, or exits 1
    /// with the reason when standard output cannot take it (the parser's own printing would drop the error
    /// and exit 0, so `presentkit --help > /dev/full` looked successful).
    private static func printRequestedText(_ text: String) -> Never {
        do {
            try StandardOutput.print(text)
            Glibc.exit(0)
        } catch {
            StandardError.write(Data("Error: \(error)\n".utf8))
            Glibc.exit(1)
        }
    }
}
