import PresentationFigures
import PresentationScenes
import SchemaValidationSupport
import Testing

/// Every number a figure file may give is bounded: the value at each bound decodes, the nearest value beyond
/// it is refused at the field with the range and its unit, and Fixtures/figure.schema.json states the same
/// bounds.
@Suite struct FigureNumberBoundTests {
    static func figure(_ fields: String, at: String = "{ before: 0 }") -> String {
        "\(fields)\npanels:\n  - scene: ../scenes/popover-adapts-on-iphone.yaml\n    at: \(at)"
    }

    static let panel = "/$defs/panel/properties/at/oneOf"
    static let actionIndex = SceneNumberRange(0...(SceneLimits.maximumActions - 1))

    static let cases: [NumberBoundCase] = [
        NumberBoundCase(
            "zoom", schema: "figure.schema.json", at: "/properties/zoom", FigureLimits.zoom, figure("zoom: VALUE")),
        NumberBoundCase(
            "panelHeight", schema: "figure.schema.json", at: "/properties/panelHeight", FigureLimits.panelHeight,
            figure("panelHeight: VALUE")),
        NumberBoundCase(
            "columns", schema: "figure.schema.json", at: "/properties/columns",
            SceneNumberRange(FigureLimits.panelsPerLine), isWhole: true, figure("arrangement: grid\ncolumns: VALUE")),
        NumberBoundCase(
            "at.before", schema: "figure.schema.json", at: "\(panel)/0/properties/before", actionIndex, isWhole: true,
            figure("", at: "{ before: VALUE }")),
        NumberBoundCase(
            "at.after", schema: "figure.schema.json", at: "\(panel)/1/properties/after", actionIndex, isWhole: true,
            figure("", at: "{ after: VALUE }")),
        NumberBoundCase(
            "at.action", schema: "figure.schema.json", at: "\(panel)/2/properties/action", actionIndex, isWhole: true,
            figure("", at: "{ action: VALUE, time: 0 }")),
        NumberBoundCase(
            "at.time", schema: "figure.schema.json", at: "\(panel)/2/properties/time", SceneLimits.advance,
            figure("", at: "{ action: 0, time: VALUE }")),
        NumberBoundCase(
            "at.progress", schema: "figure.schema.json", at: "\(panel)/3/properties/progress", SceneLimits.fraction,
            figure("", at: "{ action: 0, progress: VALUE }")),
    ]

    static func failure(_ text: String) -> SceneError? {
        do throws(SceneError) {
            _ = try FigureFixtures.decode(text)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: cases)
    func schemaStatesTheDecodersBounds(_ bound: NumberBoundCase) throws {
        let schema = try bound.schemaBounds()
        #expect(schema.minimum == bound.range.lowest)
        #expect(schema.maximum == bound.range.highest)
    }

    @Test(arguments: cases)
    func valuesAtTheBoundsDecode(_ bound: NumberBoundCase) {
        for value in bound.inside {
            #expect(Self.failure(bound.text(value)) == nil, "\(bound.field) = \(value)")
        }
    }

    @Test(arguments: cases)
    func valuesJustOutsideAreRefusedWithTheRange(_ bound: NumberBoundCase) {
        for value in bound.outside {
            let error = Self.failure(bound.text(value))
            #expect(error?.message == bound.refusal(of: value), "\(bound.field) = \(value)")
        }
    }

    /// `rows:` counts panels per row, 1…24 each (and they add up to the panels).
    @Test func rowCountsAreBounded() throws {
        let schema = try NumberBoundCase(
            "rows", schema: "figure.schema.json", at: "/properties/rows/items",
            SceneNumberRange(FigureLimits.panelsPerLine), ""
        ).schemaBounds()
        #expect(schema.minimum == 1 && schema.maximum == Double(FigureLimits.maximumPanels))
        #expect(Self.failure(Self.figure("arrangement: rows\nrows: [0]"))?.message == "must be between 1 and 24, got 0")
        #expect(
            Self.failure(Self.figure("arrangement: rows\nrows: [25]"))?.message == "must be between 1 and 24, got 25")
    }
}
