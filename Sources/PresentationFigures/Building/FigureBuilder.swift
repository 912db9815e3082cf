import PresentationKit
import PresentationScenes

/// Runs a figure's scenes to their moments and resolves every annotation against the layout.
///
/// Problems the file could not show by itself — a view reference that names no view, a popover annotation
/// on a panel without a popover, a margins annotation on a view that has none — are `SceneError`s at the
/// annotation, with the names the panel does have as suggestions.
public enum FigureBuilder {
    /// The figure described by `document`. Each panel and each annotation is checked on its own and every
    /// problem is thrown together; a panel whose scene fails has its annotations left unchecked.
    public static func build(_ document: FigureDocument) throws(SceneError) -> Figure {
        var problems = SceneProblems()
        var panels: [FigurePanel] = []
        var markers = MarkerNumbering()
        for spec in document.panels {
            guard let moment = problems.attempt({ () throws(SceneError) in try PanelMoment(panel: spec) }) else {
                continue
            }
            var resolver = AnnotationResolver(moment: moment, markers: markers)
            var annotations: [FigureAnnotation] = []
            var showsDecisions = false
            for annotation in spec.annotations {
                if annotation.kind == .decisions {
                    showsDecisions = true
                    continue
                }
                do {
                    annotations += try resolver.resolve(annotation.kind)
                } catch {
                    problems.record(annotation.location.error(error.message))
                }
            }
            markers = resolver.markers
            panels.append(
                FigurePanel(
                    tree: moment.tree, caption: spec.caption, annotations: annotations,
                    notes: showsDecisions ? Self.decisionLines(moment.runner.window) : []))
        }
        try problems.throwIfAny()
        return Figure(document: document, panels: panels)
    }

    /// The window's presentation decisions, status-bar owner changes left out (a figure explains styles).
    private static func decisionLines(_ window: Window) -> [String] {
        window.presentationDecisions.filter { $0.decider != .statusBarRules }.map(\.explanation)
    }
}
