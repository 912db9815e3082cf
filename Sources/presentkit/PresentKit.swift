import ArgumentParser

/// `presentkit`: render, lay out and list iOS presentations from scene files.
@main
struct PresentKit: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "presentkit",
        abstract: "See, test and document how iOS view-controller presentations look — headless, on Linux.",
        discussion: """
        Exit codes: 0 success; 1 a file could not be read or written, or rendering failed; \
        2 wrong usage (unknown option, bad value); 3 a scene file is invalid (the error names file:line:column).
        """,
        subcommands: [GalleryCommand.self, DevicesCommand.self, StylesCommand.self, MetricsCommand.self]
    )
}
