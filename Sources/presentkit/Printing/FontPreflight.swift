import ArgumentParser
import Foundation
import PresentationRendering

/// The check every drawing command runs first: a missing font is reported (with the package to install)
/// before any work, and the command exits with code 1.
enum FontPreflight {
    static func run() throws {
        do {
            try PresentationRenderer.checkFonts()
        } catch {
            StandardError.write(Data("presentkit: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
