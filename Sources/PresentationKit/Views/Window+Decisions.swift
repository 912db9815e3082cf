extension Window {
    /// Adds a decision to ``presentationDecisions``.
    func record(_ decision: PresentationDecision) {
        presentationDecisions.append(decision)
    }

    /// Records a change of ``statusBarOwner`` since the last check (the first check only notes the owner).
    func recordStatusBarOwnerChange() {
        let owner = statusBarOwner
        let recorded = recordedStatusBarOwner
        guard recorded !== owner || !hasRecordedStatusBarOwner else { return }
        recordedStatusBarOwner = owner
        guard hasRecordedStatusBarOwner else {
            hasRecordedStatusBarOwner = true
            return
        }
        record(
            PresentationDecision(
                facts: .statusBarOwner(
                    previous: recorded.map(PresentationDecision.ControllerName.init),
                    owner: owner.map(PresentationDecision.ControllerName.init),
                    window: upcomingEnvironment ?? environment),
                delegateReturnedNone: nil, decider: .statusBarRules))
    }

    /// The decisions as text, one per line.
    public func presentationDecisionsDump() -> String {
        presentationDecisions.map(\.description).joined(separator: "\n") + "\n"
    }
}
