import Foundation

/// What `presentkit verify` found for one snapshot of a fixture.
enum VerifyVerdict {
    /// The snapshot matches its reference.
    case matched
    /// The reference was written (`--record`).
    case recorded
    /// There is no reference file.
    case missing
    /// The snapshot differs: the diffing's message and its difference files by name.
    case differs(message: String, artifacts: [String: Data])

    /// Whether the verdict fails the run.
    var isFailure: Bool {
        switch self {
        case .matched, .recorded: false
        case .missing, .differs: true
        }
    }

    /// `matches`, `recorded`, `no reference`, `differs`.
    var label: String {
        switch self {
        case .matched: "matches"
        case .recorded: "recorded"
        case .missing: "no reference"
        case .differs: "differs"
        }
    }

    /// The first sentence of a picture difference (`37 of 995,796 pixels … differ …`), if any.
    var firstLine: String? {
        guard case .differs(let message, _) = self else { return nil }
        return message.split(separator: "\n").dropFirst().first.map(String.init)
    }
}
