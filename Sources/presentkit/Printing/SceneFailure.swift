import ArgumentParser
import Foundation
import PresentationScenes

/// Prints a scene error in its located form on standard error and exits with code 3.
enum SceneFailure {
    /// The documented exit code for an invalid scene or matrix file.
    static let exitCode: Int32 = 3

    /// Runs `body`; a ``SceneError`` is printed and turned into exit code 3.
    static func exitOnError<T>(_ body: () throws(SceneError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            StandardError.write(Data("\(error.description)\n".utf8))
            throw ExitCode(exitCode)
        }
    }
}
