import ArgumentParser
import Foundation
import PresentationKit
import PresentationRendering

/// `presentkit render SCENE`: one image of a scene's final layout.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render a scene file to PNG, SVG or PDF.")

    @OptionGroup var sceneOptions: SceneOptions

    @Option(help: "Pixels per point for PNG (default: the device's scale).")
    var scale: Double?

    @Option(help: "png, svg or pdf.")
    var format: String = "png"

    @Flag(help: "Draw a flat device bezel around the screen.")
    var deviceFrame = false

    @Option(help: "PNG zlib compression level, 0…9.")
    var compression: Int = 6

    @Option(help: "The output file (default: Output/<scene name>.<format>).")
    var output: String?

    func validate() throws {
        if let scale, !(scale.isFinite && scale > 0 && scale <= 8) {
            throw ValidationError("--scale must be a number in 0<…≤8")
        }
        guard (0...9).contains(compression) else { throw ValidationError("--compression must be in 0…9") }
    }

    func run() throws {
        let renderFormat = try ValueParsing.value(format, of: RenderFormat.self, option: "--format")
        let runner = try sceneOptions.runScene()
        let path = output ?? "Output/\(runner.scene.name).\(renderFormat.fileExtension)"
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        let options = RenderOptions(
            scale: scale, includesDeviceFrame: deviceFrame, pngCompressionLevel: compression,
            title: runner.scene.name)
        do {
            try PresentationRenderer().write(
                runner.window.renderTree(), to: path, format: renderFormat, options: options)
        } catch {
            FileHandle.standardError.write(Data("\(sceneOptions.scene): \(error)\n".utf8))
            throw ExitCode.failure
        }
        print(path)
    }
}
