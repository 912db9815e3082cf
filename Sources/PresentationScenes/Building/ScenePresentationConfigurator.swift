import PresentationKit

/// Sets a presentation's style, sizes, popover anchor and sheet settings on the controller about to be
/// presented.
struct ScenePresentationConfigurator {
    let runner: SceneRunner
    let location: SceneLocation

    /// Configures `controller` for `presentation`.
    func configure(_ controller: ViewController, for presentation: ScenePresentation) throws(SceneError) {
        controller.modalPresentationStyle = presentation.style
        controller.modalTransitionStyle = presentation.transition
        if let size = presentation.preferredContentSize { controller.preferredContentSize = size }
        controller.isModalInPresentation = presentation.modalInPresentation
        if let defines = presentation.definesPresentationContext { controller.definesPresentationContext = defines }
        controller.modalPresentationCapturesStatusBarAppearance = presentation.capturesStatusBarAppearance
        if presentation.style == .popover, let popover = controller.popoverPresentationController {
            try anchor(popover, for: presentation)
            presentation.sheet?.apply(to: popover.adaptiveSheetPresentationController)
        } else if presentation.style.resolved(in: runner.scene.era).isSheet,
            let sheet = controller.sheetPresentationController
        {
            presentation.sheet?.apply(to: sheet)
        }
    }

    /// A manager whose rules are the presentation's `adaptive:` rules and whose fallback is its `style`;
    /// each time it presents, the controller is configured as for a plain presentation in the picked style.
    /// A source that has left the screen by then leaves the popover without an anchor, which the
    /// presentation reports.
    func adaptiveManager(for presentation: ScenePresentation) -> AdaptivePresentationManager {
        let manager = AdaptivePresentationManager(
            rules: presentation.adaptive.map {
                AdaptiveRule(
                    when: $0.condition.adaptiveCondition, present: Self.adaptivePresentation($0.style, of: presentation)
                )
            },
            fallback: Self.adaptivePresentation(presentation.style, of: presentation))
        // Weak: the runner keeps the manager.
        manager.willPresent = { [weak runner, location] controller, pick in
            guard let runner else { return }
            var picked = presentation
            picked.style = pick.presentation.modalPresentationStyle
            try? ScenePresentationConfigurator(runner: runner, location: location).configure(controller, for: picked)
        }
        return manager
    }

    /// A built-in style as itself; `custom` as a ``SceneCustomPresentationController`` with the
    /// presentation's `custom:` settings, named by them in the decision trace.
    private static func adaptivePresentation(
        _ style: ModalPresentationStyle, of presentation: ScenePresentation
    ) -> AdaptivePresentation {
        guard style == .custom else { return .style(style) }
        let settings = presentation.custom ?? SceneCustomPresentation()
        return .custom(name: settings.name) { presented, presenting in
            SceneCustomPresentationController(
                presentedViewController: presented, presenting: presenting, settings: settings)
        }
    }

    private func anchor(
        _ popover: PopoverPresentationController,
        for presentation: ScenePresentation
    ) throws(SceneError) {
        if let directions = presentation.permittedArrowDirections { popover.permittedArrowDirections = directions }
        switch presentation.source {
        case .barButton(let title):
            guard let tree = runner.controller(at: SceneControllerPath(start: presentation.from.start)),
                let item = SceneControllerFactory.barButton(titled: title, under: tree)
            else {
                throw runner.error(at: location, "bar button '\(title)' is not on screen")
            }
            popover.barButtonItem = item
        case .view(let path, let rect):
            guard let source = runner.controller(at: path) else {
                throw runner.error(at: location, "'\(path)' is not on screen")
            }
            popover.sourceView = source.view
            if let rect { popover.sourceRect = rect }
        case nil:
            break
        }
    }
}
