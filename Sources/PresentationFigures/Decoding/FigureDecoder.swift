import Foundation
import OutputFiles
import PresentationKit
import PresentationScenes

/// Reads figure files — YAML or JSON, described by `Fixtures/figure.schema.json` — into validated
/// ``FigureDocument`` values.
///
/// Errors are `SceneError`s in the same located form as scene files'
/// (`Fixtures/figures/x.yaml:12:9: panels[1].annotations[0].size: …`). What needs the panel's layout — a
/// view reference that names no view — is checked when ``FigureBuilder`` runs the scene, and reported at
/// the annotation the same way.
public enum FigureDecoder {
    /// Decodes figure text; `file` is the name errors report, its folder the base of relative scene paths.
    public static func decode(yaml text: String, file: String) throws(SceneError) -> FigureDocument {
        let reader = try SceneDocumentParser.parse(text, file: file)
        let folder = FilePathText.folder(of: file)
        return try FigureDocument(reading: reader, defaultName: SceneDecoder.defaultName(for: file), folder: folder)
    }

    /// Decodes the figure file at `path`.
    public static func decode(contentsOf path: String) throws(SceneError) -> FigureDocument {
        try decode(yaml: SceneDecoder.readText(at: path), file: path)
    }
}

extension FigureDocument {
    /// The most panels one figure may have (``FigureLimits/maximumPanels``).
    public static let maximumPanels = FigureLimits.maximumPanels

    /// Reads a figure document: each top-level field and each panel on its own, every problem found thrown
    /// together. The arrangement is checked against the number of panels, so only when the panel list is
    /// readable, and not when `arrangement`, `columns` or `rows` may be written under a misspelt key.
    init(reading reader: NodeReader, defaultName: String, folder: String) throws(SceneError) {
        var problems = SceneProblems()
        let fields = try reader.mapping(allowedKeys: FigureKeys.figure, recordingIn: &problems)
        let (name, summary) = fields.documentHeader(recordingIn: &problems)
        let title = fields.optional("title", recordingIn: &problems) { reader throws(SceneError) in
            try reader.nonEmptyString()
        }
        let theme = fields.optional("theme", recordingIn: &problems) { reader throws(SceneError) in
            try reader.name(of: FigureTheme.self, noun: "theme")
        }
        let screen = fields.optional("screen", recordingIn: &problems) { reader throws(SceneError) in
            try reader.name(of: FigureScreenStyle.self, noun: "screen style")
        }
        let zoom = fields.optional("zoom", recordingIn: &problems) { reader throws(SceneError) in
            try reader.number(in: FigureLimits.zoom)
        }
        let panelHeight = fields.optional("panelHeight", recordingIn: &problems) { reader throws(SceneError) in
            try reader.number(in: FigureLimits.panelHeight)
        }
        let connects = fields.optional("connectPanels", recordingIn: &problems) { reader throws(SceneError) in
            try reader.bool()
        }
        let panelReaders = problems.outcome { () throws(SceneError) in try Self.panelReaders(fields) }
        let panels = panelReaders.flatMap { readers in
            problems.outcome { () throws(SceneError) in
                try SceneProblems.readEach(readers) { panel throws(SceneError) in
                    try FigurePanelSpec(reading: panel, folder: folder)
                }
            }
        }
        let arrangement = panelReaders.flatMap { readers in
            problems.outcome { () throws(SceneError) in try Self.readArrangement(fields, panelCount: readers.count) }
        }
        try problems.throwIfAny()
        self.init(
            name: name ?? defaultName, title: title, summary: summary, arrangement: try arrangement.get(),
            theme: theme ?? .light, screen: screen ?? .bezel, zoom: zoom,
            panelHeight: panelHeight ?? Self.defaultPanelHeight, connectsPanels: connects ?? false,
            panels: try panels.get())
    }

    /// The readers of the `panels` list: at least one, at most ``maximumPanels``.
    private static func panelReaders(_ fields: MappingReader) throws(SceneError) -> [NodeReader] {
        let panelsReader = try fields.required("panels")
        let readers = try panelsReader.sequence(maximumCount: Self.maximumPanels, noun: "panels")
        guard !readers.isEmpty else { throw panelsReader.error("needs at least one panel") }
        return readers
    }

    /// `arrangement: row | column`, `grid` with `columns: N`, or `rows` with `rows: [N, M, …]` (the panel
    /// counts must add up to the panels).
    private static func readArrangement(_ fields: MappingReader, panelCount: Int) throws(SceneError)
        -> FigureArrangement
    {
        try fields.checkNotMisspelt(["arrangement", "columns", "rows"])
        let name =
            try fields.optional("arrangement") { reader throws(SceneError) in try reader.string() } ?? "row"
        let names = ["row", "column", "grid", "rows"]
        guard names.contains(name) else {
            throw try fields.required("arrangement").error(
                "unknown arrangement '\(name)'" + SceneSuggestion.hint(for: name, among: names))
        }
        for (key, owner) in [("columns", "grid"), ("rows", "rows")] {
            if name == owner, !fields.contains(key) {
                throw fields.reader.error("arrangement: \(owner) needs '\(key)'")
            }
            if name != owner, fields.contains(key) {
                throw try fields.required(key).error("'\(key)' applies to arrangement: \(owner) only")
            }
        }
        switch name {
        case "grid":
            return .grid(columns: try fields.required("columns").integer(in: FigureLimits.panelsPerLine))
        case "rows":
            return .rows(try readRowLengths(try fields.required("rows"), panelCount: panelCount))
        case "column":
            return .column
        default:
            return .row
        }
    }

    /// `rows: [2, 3]`: whole numbers from 1 that add up to the number of panels.
    private static func readRowLengths(_ reader: NodeReader, panelCount: Int) throws(SceneError) -> [Int] {
        var lengths: [Int] = []
        for element in try reader.sequence(maximumCount: FigureDocument.maximumPanels, noun: "rows") {
            lengths.append(try element.integer(in: FigureLimits.panelsPerLine))
        }
        guard lengths.reduce(0, +) == panelCount else {
            throw reader.error("the rows hold \(lengths.reduce(0, +)) panels, but the figure has \(panelCount)")
        }
        return lengths
    }
}
