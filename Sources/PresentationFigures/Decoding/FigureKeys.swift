/// The keys of every mapping a figure file holds, in one place: the decoder reads each list, and
/// `FigureSchemaKeyTests` checks each against `Fixtures/figure.schema.json`, both ways.
package enum FigureKeys {
    /// A figure document's top level.
    static let figure = [
        "$schema", "name", "title", "description", "arrangement", "columns", "rows", "theme", "screen", "zoom",
        "panelHeight", "connectPanels", "panels",
    ]
    /// A panel.
    static let panel = [
        "scene", "device", "orientation", "multitasking", "era", "appearance", "at", "caption", "annotations",
    ]
    /// A panel's moment (`at:`): one of `before`, `after` and `action`, the last with `time` or `progress`.
    static let moment = ["before", "after", "action", "time", "progress"]
    /// An annotation: exactly one of these kinds.
    static let annotationKinds = ["size", "distance", "safeArea", "margins", "popover", "marker", "label", "decisions"]
    /// A `marker` or `label` annotation.
    static let labelledView = ["view", "text"]
    /// A `distance` annotation.
    static let distance = ["from", "to"]

    /// Every list above, for the comparison with the schema.
    package static let all: [[String]] = [figure, panel, moment, annotationKinds, labelledView, distance]
}
