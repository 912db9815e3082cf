import Foundation

/// What `presentkit verify` found for one snapshot of a fixture.
enum VerifyVerdict {
    /// The snapshot matches its reference.
    case matched
    /// The reference was written (`--record`).
    case recorded
    /// There is no reference file (not even a link by that name).
    case missing
    /// A reference is there but cannot be read: a link loop or a dangling link, a FIFO, a folder, a file too
    /// large for its kind, a failed read; `reason` says which.
    case unreadable(reason: String)
    /// The snapshot differs: the diffing's message and its difference files by name.
    case differs(message: String, artifacts: [String: Data])

    /// Whether the verdict fails the run.
    var isFailure: Bool {
        switch self {
        case .matched, .recorded: false
        case .missing, .unreadable, .differs: true
        }
    }

    /// `matches`, `recorded`, `no reference`, `unreadable reference`, `differs`.
    var label: String {
        switch self {
        case .matched: "matches"
        case .recorded: "recorded"
        case .missing: "no reference"
        case .unreadable: "unreadable reference"
        case .differs: "differs"
        }
    }

    /// Why the reference cannot be read, when that is the verdict.
    var unreadableReason: String? {
        guard case .unreadable(let reason) = self else { return nil }
        return reason
    }

    /// The sentence that says how a picture differs (`37 of 995,796 pixels … differ …`, after the heading line),
    /// or the whole message when it is one line (`The reference is not a PNG image that can be read: …`).
    var firstLine: String? {
        if let unreadableReason { return unreadableReason }
        guard case .differs(let message, _) = self else { return nil }
        let lines = message.split(separator: "\n")
        return (lines.count > 1 ? lines[1] : lines.first).map(String.init)
    }
}
