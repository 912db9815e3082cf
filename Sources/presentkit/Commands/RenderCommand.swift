import ArgumentParser
import Foundation
import OutputFiles
import PresentationKit
import PresentationRendering

/// `presentkit render SCENE`: one image of a scene's final layout.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render a scene file to PNG, SVG or PDF.",
        discussion: """
            The format is --format, else the extension of --output (.png, .svg, .pdf), else PNG; a --format that \
            contradicts the extension is a usage error. Outputs are written atomically and only to regular files: \
            a device, FIFO, socket or folder is refused, a read-only file needs --force, a symbolic link is \
            followed to its target. --output - writes to standard output.
            """)

    @OptionGroup var sceneOptions: SceneOptions

    @Option(help: "Pixels per point for PNG, 0<…8 (default: the device's scale).")
    var scale: Double?

    @Option(help: "The file format (default: from --output's extension, else png).")
    var format: RenderFormat?

    @Flag(help: "Draw a flat device bezel around the screen.")
    var deviceFrame = false

    @Option(help: "PNG compression level, 0…12 (10–12: smallest files, much slower).")
    var compression: Int = 6

    @Option(help: "The output file, or - for standard output (default: Output/<scene name>.<format>).")
    var output: String?

    @Flag(help: "Replace an existing read-only output file.")
    var force = false

    func validate() throws {
        try ScaleOption.validate(scale)
        guard RenderOptions.pngCompressionLevels.contains(compression) else {
            throw ValidationError("--compression must be in 0…12")
        }
        _ = try chosenFormat()
    }

    /// `--format`, else the output's extension, else PNG; a contradiction or an unknown extension without
    /// `--format` is a usage error.
    func chosenFormat() throws -> RenderFormat {
        let fileExtension = output.map {
            OutputFile.standardOutputNames.contains($0) ? "" : ($0 as NSString).pathExtension
        }
        let named = fileExtension.flatMap { ext in RenderFormat.allCases.first { $0.fileExtension == ext.lowercased() }
        }
        switch (format, fileExtension ?? "", named) {
        case (let format?, _, let named?) where named != format:
            throw ValidationError(
                "--format \(format.rawValue) contradicts the output's extension '.\(named.fileExtension)'")
        case (let format?, _, _):
            return format
        case (nil, "", _):
            return .png
        case (nil, _, let named?):
            return named
        case (nil, let ext, nil):
            throw ValidationError(
                "cannot tell the format of '.\(ext)': name a .png, .svg or .pdf file, or pass --format")
        }
    }

    func run() throws {
        try FontPreflight.run()
        let renderFormat = try chosenFormat()
        let runner = try sceneOptions.runScene()
        let path = output ?? "Output/\(runner.scene.name).\(renderFormat.fileExtension)"
        let options = RenderOptions(
            scale: scale, includesDeviceFrame: deviceFrame, pngCompressionLevel: compression,
            title: runner.scene.name)
        let tree = runner.window.renderTree()
        if renderFormat == .png {
            let budget = ScenePictureBudget(
                file: sceneOptions.scene, scaleOption: scale, deviceIsOverridden: sceneOptions.device != nil,
                verb: "rendering")
            _ = try budget.check(tree, options: options) { width, height in
                MemoryEstimate.still(width: width, height: height, compressionLevel: compression)
            }
        }
        // The folders made for the image go again if it is not written.
        let run = OutputRun()
        do {
            if !OutputFile.standardOutputNames.contains(path) {
                try OutputFile.createDirectory(FilePathText.folder(of: path), run: run)
            }
            try PresentationRenderer().write(
                tree, to: path, format: renderFormat, options: options,
                policy: OutputPolicy.forcing(force))
            run.finish()
        } catch {
            run.discard()
            StandardError.write(Data("\(sceneOptions.scene): \(error)\n".utf8))
            throw ExitCode.failure
        }
        if !OutputFile.standardOutputNames.contains(path) { try StandardOutput.print(path) }
    }
}
