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
