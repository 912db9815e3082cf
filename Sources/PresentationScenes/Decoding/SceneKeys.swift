/// The keys of every mapping a scene file holds, in one place: the decoder reads each list, and
/// `SceneSchemaKeyTests` checks each against `Fixtures/scene.schema.json`, so that a key the decoder accepts is
/// one the schema describes, and the other way round.
package enum SceneKeys {
    /// A scene document's top level.
    static let scene = [
        "$schema", "name", "description", "device", "orientation", "multitasking", "era",
        "appearance", "root", "actions", "settle", "animate",
    ]
    /// A controller: exactly one of these kinds.
    static let controllerKinds = ["plain", "navigation", "tabBar", "split"]
    /// A plain page (`plain:`, a tab's or split column's page).
    static let page = ["title", "rows", "listStyle", "background", "tabSymbol"]
    /// A navigation controller's page: a plain page's keys and its bar's.
    static let navigationPage = page + ["leftBarButtons", "rightBarButtons", "largeTitle"]
    /// A tab bar controller.
    static let tabBar = ["tabs", "selected"]
    /// A split view controller.
    static let split = ["primary", "secondary", "primaryColumnWidth"]
    /// An action: exactly one of these kinds per list entry.
    static let actionKinds = [
        "present", "dismiss", "dismissInteractively", "rotate", "resize", "selectDetent",
        "setAppearance", "advance",
    ]
    /// A `present` action.
    static let presentation = [
        "id", "from", "style", "transition", "animated", "content", "preferredContentSize",
        "source", "permittedArrowDirections", "sheet", "modalInPresentation",
        "definesPresentationContext", "capturesStatusBarAppearance", "adaptive", "custom",
    ]
    /// One rule of a presentation's `adaptive` list.
    static let adaptiveRule = ["when", "style"]
    /// A rule's condition: exactly one of these.
    static let adaptiveConditions = [
        "horizontalSizeClass", "verticalSizeClass", "widthAtLeast", "widthBelow", "heightAtLeast", "heightBelow",
    ]
    /// A popover's `source`.
    static let popoverSource = ["barButton", "view", "rect"]
    /// A presentation's `sheet` settings.
    static let sheet = [
        "detents", "selectedDetent", "largestUndimmedDetent", "grabber", "cornerRadius",
        "edgeAttachedInCompactHeight", "widthFollowsPreferredContentSize", "pageSizing",
    ]
    /// A custom detent.
    static let detent = ["fraction", "height"]
    /// A presentation's `custom` presentation controller.
    static let customPresentation = ["name", "height", "dimming", "passthrough", "cornerRadius"]
    /// A custom presentation's height as a fraction.
    static let customHeight = ["fraction"]
    /// `dismiss` in its long form.
    static let dismissal = ["id", "animated"]
    /// `rotate` and `resize` in their long form.
    static let reconfiguration = ["to", "animated"]
    /// A `selectDetent` action.
    static let detentSelection = ["id", "detent"]
    /// A `dismissInteractively` action.
    static let interactiveDismissal = ["id", "progress", "release", "drag", "hold"]
    /// A size.
    static let size = ["width", "height"]
    /// A rectangle.
    static let rect = ["x", "y", "width", "height"]

    /// Every list above, for the comparison with the schema.
    package static let all: [[String]] = [
        scene, controllerKinds, page, navigationPage, tabBar, split, actionKinds, presentation, adaptiveRule,
        adaptiveConditions, popoverSource, sheet, detent, customPresentation, customHeight, dismissal,
        reconfiguration, detentSelection, interactiveDismissal, size, rect,
    ]
}
