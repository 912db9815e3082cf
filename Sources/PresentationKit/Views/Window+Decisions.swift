extension Window {
    /// Adds a decision to ``presentationDecisions``.
    func record(_ decision: PresentationDecision) {
        presentationDecisions.append(decision)
    }

    /// Records a change of ``statusBarOwner`` since the last check (the first check only notes the owner).
    func recordStatusBarOwnerChange() {
        let owner = statusBarOwner
        defer { recordedStatusBarOwner = WeakViewController(controller: owner) }
        guard let recorded = recordedStatusBarOwner, recorded.controller !== owner else { return }
        record(
            PresentationDecision(
                requested: recorded.controller?.description ?? "none", result: owner?.description ?? "none",
                circumstances: "status-bar owner (\(environment.summary))", delegateReturnedNone: nil,
                decider: .statusBarRules))
    }

    /// The decisions as text, one per line.
    public func presentationDecisionsDump() -> String {
        presentationDecisions.map(\.description).joined(separator: "\n") + "\n"
    }
}

/// A weak reference to a controller.
struct WeakViewController {
    weak var controller: ViewController?
}
