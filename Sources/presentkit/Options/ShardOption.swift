import ArgumentParser
import Foundation
import PresentationGallery

/// The `--shard K/N` option of `gallery` and `verify`: the text checked as a ``Shard``, its problems
/// reported as usage errors that name the option and the value (`--shard 0/2: K must be in 1…2`).
enum ShardOption {
    /// The option's help.
    static let help: ArgumentHelp = ArgumentHelp(
        "Only part K of N (K/N, e.g. 1/3), split by a hash of each item's name.", valueName: "K/N")

    /// The shard `text` names, or nil when the option is absent.
    static func parse(_ text: String?) throws -> Shard? {
        guard let text else { return nil }
        do {
            return try Shard(parsing: text)
        } catch {
            throw ValidationError("--shard \(error)")
        }
    }
}
