import Foundation

extension Window {
    /// Appends a diagnostic to ``diagnostics``, printing it the first time this window sees it.
    func report(_ error: Error) {
        guard let error = error as? PresentationError else { return }
        let isNew = !diagnostics.contains(error)
        diagnostics.append(error)
        if isNew && printsDiagnostics { print(error) }
    }

    /// `PresentationKit[<configuration>] error: …` on standard error, one line. A closed or full standard error
    /// drops the line (the throwing write: the plain one traps on Linux); the diagnostic stays on the window.
    private func print(_ error: PresentationError) {
        let line = "PresentationKit[\(environment.variantName)] \(error.logLine)\n"
        try? FileHandle.standardError.write(contentsOf: Data(line.utf8))
    }

    /// The one-line text of each distinct warning, in the order they happened.
    public var loggedWarnings: [String] {
        distinctDiagnostics { $0.severity == .warning }.map(\.logLine)
    }

    /// The diagnostics that make a picture of this window untrustworthy: every ``PresentationError/Severity/error``
    /// whose kind is not in `allowed`, after letting the layout settle and checking the controllers (see
    /// ``checkControllers()``).
    public func pictureProblems(allowing allowed: Set<PresentationError.Kind> = []) -> [PresentationError] {
        settleLayout()
        checkControllers()
        return distinctDiagnostics { $0.severity == .error && !allowed.contains($0.kind) }
    }

    /// The diagnostics that pass `isIncluded`, each once, in the order they first happened.
    private func distinctDiagnostics(where isIncluded: (PresentationError) -> Bool) -> [PresentationError] {
        var distinct: [PresentationError] = []
        for error in diagnostics where isIncluded(error) && !distinct.contains(error) { distinct.append(error) }
        return distinct
    }

    /// Looks for what UIKit lets pass without a word but leaves a controller half set up, and reports each once
    /// as a warning: a child whose `didMove(toParent:)` never came, and a controller whose view is in the window
    /// but that never received `viewWillAppear`.
    public func checkControllers() {
        var problems: [PresentationError] = []
        collectControllerProblems(in: self, into: &problems)
        for problem in problems where !diagnostics.contains(problem) { report(problem) }
    }

    /// Walks the views of `view`'s subtree, checking each controller that owns one.
    private func collectControllerProblems(in view: View, into problems: inout [PresentationError]) {
        if let controller = view.owningViewController {
            if let parent = controller.parent, controller.awaitsDidMove {
                problems.append(.childNeverToldItMoved(child: controller.description, parent: parent.description))
            }
            if !controller.appearanceCycle.everBeganToAppear {
                problems.append(.controllerNeverAppeared(controller.description))
            }
        }
        for subview in view.subviews { collectControllerProblems(in: subview, into: &problems) }
    }
}

extension Window {
    /// Reports a misuse UIKit raises or logs (of a table's or collection view's data source, say): to the window
    /// of `view`, else to the current window (``Window/current``: the app's, as UIKit's console is), so that the
    /// misuse is recorded instead of trapping.
    static func reportMisuse(_ problem: PresentationError, near view: View?) {
        (view?.window ?? current)?.report(problem)
    }
}

extension View {
    /// Reports a misuse UIKit raises or logs for this view (see ``Window/reportMisuse(_:near:)``).
    func reportMisuse(_ problem: PresentationError) {
        Window.reportMisuse(problem, near: self)
    }
}

extension ViewController {
    /// Keeps a diagnostic that came before this controller was in any window (presenting from a controller that
    /// is not on screen yet); it goes to the window's diagnostics when the controller begins to appear there.
    func reportWithoutWindow(_ error: Error) {
        guard let error = error as? PresentationError else { return }
        diagnosticsBeforeWindow.append(error)
    }

    /// Hands the diagnostics kept before a window existed to `window`.
    func handOverDiagnostics(to window: Window) {
        guard !diagnosticsBeforeWindow.isEmpty else { return }
        for error in diagnosticsBeforeWindow { window.report(error) }
        diagnosticsBeforeWindow = []
    }
}
