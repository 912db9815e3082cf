import Foundation
import PresentationScenes
import SchemaValidationSupport
import Testing

/// Every file in `Broken/` fails with exactly the message listed here and no other, and the schema rejects those whose
/// problem a JSON Schema can express.
@Suite struct BrokenSceneTests {
    /// File name → the expected error, after `Tests/PresentationScenesTests/Broken/<file>:`.
    static let expectations: [String: String] = [
        "misspelt-style.yaml": "8:14: actions[0].present.style: unknown style 'formSheeet' (did you mean 'formSheet'?)",
        "unknown-key.yaml": "5:5: root.navigation.listStyel: unknown key 'listStyel' (did you mean 'listStyle'?)",
        "negative-size.yaml":
            "9:38: actions[0].present.preferredContentSize.width: must be between 0 and 4096 pt, got -540",
        "not-a-number.yaml": "9:51: actions[0].present.preferredContentSize.height: must be a finite number, got nan",
        "infinite-rect.yaml": "9:58: actions[0].present.source.rect.width: must be a finite number, got inf",
        "empty-detents.yaml":
            "9:18: actions[0].present.sheet.detents: needs at least one detent (UIKit raises on an empty list)",
        "fraction-out-of-range.yaml":
            "8:38: actions[0].present.sheet.detents[0].fraction: must be between 0 and 1, got 1.5",
        "unknown-device.yaml": "1:9: device: unknown device 'iphone-16-pr' (did you mean 'iphone-16-pro'?); "
            + "`presentkit devices` lists the catalog",
        "phone-multitasking.yaml":
            "3:15: multitasking: device 'iphone-16-pro' has no 'half' window in landscape (available: fullScreen)",
        "popover-without-source.yaml": "7:7: actions[0].present: a popover needs a 'source' (a bar button or a view); "
            + "UIKit raises 'UIPopoverPresentationController should have a non-nil sourceView or barButtonItem set "
            + "before the presentation occurs.'",
        "dismiss-unknown.yaml": "7:14: actions[1].dismiss: unknown presentation 'compse' (did you mean 'compose'?)",
        "duplicate-id.yaml": "7:20: actions[1].present.id: duplicate id 'compose' (first used by actions[0].present)",
        "malformed.yaml": "3:47: (document): syntax error: did not find expected ',' or ']' "
            + "(while parsing a flow sequence at line 3, column 37)",
        "malformed.json": "4:3: (document): syntax error: did not find expected ',' or '}' "
            + "(while parsing a flow mapping at line 1, column 1)",
        "wrong-type.yaml": "9:38: actions[0].present.preferredContentSize.width: expected a number, got 'wide'",
        "too-many-rows.yaml": "5:11: root.plain.rows: too many rows: 101 (at most 100)",
        "missing-column.yaml":
            "6:34: actions[0].present.from: 'root' is a navigation controller, which has no 'secondary'",
        "adaptive-unknown-condition.yaml":
            "8:21: actions[0].present.adaptive[0].when.widthAbove: unknown key 'widthAbove'",
        "adaptive-popover-without-source.yaml": "6:7: actions[0].present: a popover needs a 'source' (a bar button "
            + "or a view); UIKit raises 'UIPopoverPresentationController should have a non-nil sourceView or "
            + "barButtonItem set before the presentation occurs.'",
        "custom-height-below-a-point.yaml":
            "7:25: actions[0].present.custom.height: must be between 1 and 4096 pt, got 0.4 "
            + "(for a fraction of the container write {fraction: 0.4})",
        // A radius of 1e308 passed once and trapped in the layout dump (fuzzing); the schema's bound now holds.
        "huge-corner-radius.yaml":
            "7:24: device.displayCornerRadius: must be between 0 and 4096 pt, got 1e+308",
        "corner-radius-over-half.yaml":
            "7:24: device.displayCornerRadius: must be at most half the screen's shorter side (160.0), got 161.0",
        // A control character (U+0001 here) was reported with no line or column.
        "control-character.yaml": "3:25: (document): syntax error: control characters are not allowed",
        "already-presenting.yaml": "7:14: actions[1].present: Attempt to present <PlaceholderViewController: second> "
            + "on <NavigationController> (from <NavigationController>) which is already presenting "
            + "<PlaceholderViewController: first>.",
    ]

    /// Broken files whose problem the schema cannot express (references, device capabilities, UIKit rules)
    /// or that do not parse at all.
    static let beyondTheSchema: Set<String> = [
        "phone-multitasking.yaml", "popover-without-source.yaml", "dismiss-unknown.yaml", "duplicate-id.yaml",
        "malformed.yaml", "malformed.json", "missing-column.yaml", "already-presenting.yaml",
        "adaptive-popover-without-source.yaml", "corner-radius-over-half.yaml",
        "control-character.yaml",
    ]

    @Test func everyBrokenFileHasAnExpectation() throws {
        let files = try TestPaths.files(in: TestPaths.broken)
        #expect(files.count >= 12)
        #expect(Set(files) == Set(Self.expectations.keys))
    }

    @Test(arguments: expectations.keys.sorted())
    func failsWithALocatedMessage(_ name: String) throws {
        let url = TestPaths.broken.appendingPathComponent(name)
        let file = TestPaths.relative(url)
        let text = try String(contentsOf: url, encoding: .utf8)
        let error = #expect(throws: SceneError.self) {
            _ = try SceneDecoder.decode(yaml: text, file: file).run(file: file)
        }
        #expect(error?.description == "\(file):\(Self.expectations[name] ?? "")")
        // One mistake is one problem: nothing found after it is a consequence of it.
        #expect(error?.allErrors.count == 1)
    }

    @Test(arguments: expectations.keys.sorted().filter { !beyondTheSchema.contains($0) })
    func schemaRejects(_ name: String) throws {
        let text = try String(contentsOf: TestPaths.broken.appendingPathComponent(name), encoding: .utf8)
        #expect(try !SceneSchema.validator().validate(JSONValue.parse(text)).isEmpty)
    }
}
