import PresentationKit
import PresentationScenes
import SchemaValidationSupport
import Testing

/// Every number a scene or gallery matrix file may give is bounded: the value at each bound decodes, the
/// nearest value beyond it is refused at the field with the range and its unit, and the committed schema
/// (Fixtures/scene.schema.json) states the same bounds as `minimum` and `maximum`.
@Suite struct NumberBoundTests {
    static let header = "device: iphone-se\nroot: { plain: {} }\n"
    static let content = "content: { plain: {} }"

    static func present(_ fields: String) -> String {
        header + "actions: [{ present: { id: a, \(fields), \(content) } }]"
    }

    static let adaptive = "/$defs/presentation/properties/adaptive/items/properties/when/oneOf"
    static let drag = "/$defs/action/oneOf/2/properties/dismissInteractively/properties"

    static let cases: [NumberBoundCase] = [
        NumberBoundCase(
            "size.width", at: "/$defs/size/properties/width", SceneLimits.length,
            present("style: formSheet, preferredContentSize: { width: VALUE, height: 100 }")),
        NumberBoundCase(
            "size.height", at: "/$defs/size/properties/height", SceneLimits.length,
            present("style: formSheet, preferredContentSize: { width: 100, height: VALUE }")),
        NumberBoundCase(
            "rect.x", at: "/$defs/rect/properties/x", SceneLimits.coordinate,
            present("style: popover, source: { view: root, rect: { x: VALUE, y: 0, width: 44, height: 44 } }")),
        NumberBoundCase(
            "rect.y", at: "/$defs/rect/properties/y", SceneLimits.coordinate,
            present("style: popover, source: { view: root, rect: { x: 0, y: VALUE, width: 44, height: 44 } }")),
        NumberBoundCase(
            "rect.width", at: "/$defs/rect/properties/width", SceneLimits.length,
            present("style: popover, source: { view: root, rect: { x: 0, y: 0, width: VALUE, height: 44 } }")),
        NumberBoundCase(
            "rect.height", at: "/$defs/rect/properties/height", SceneLimits.length,
            present("style: popover, source: { view: root, rect: { x: 0, y: 0, width: 44, height: VALUE } }")),
        NumberBoundCase(
            "split.primaryColumnWidth", at: "/$defs/controller/oneOf/3/properties/split/properties/primaryColumnWidth",
            SceneLimits.length,
            "device: ipad-pro-11\nroot: { split: { primary: { plain: {} }, primaryColumnWidth: VALUE } }"),
        NumberBoundCase(
            "tabBar.selected", at: "/$defs/controller/oneOf/2/properties/tabBar/properties/selected",
            SceneNumberRange(0...(SceneLimits.maximumTabs - 1)), isWhole: true,
            "device: iphone-se\nroot: { tabBar: { selected: VALUE, tabs: ["
                + Array(repeating: "{ plain: {} }", count: SceneLimits.maximumTabs).joined(separator: ", ") + "] } }"),
        NumberBoundCase(
            "detent.fraction", at: "/$defs/detent/oneOf/1/properties/fraction", SceneLimits.fraction,
            present("style: pageSheet, sheet: { detents: [{ fraction: VALUE }] }")),
        NumberBoundCase(
            "detent.height", at: "/$defs/detent/oneOf/2/properties/height", SceneLimits.length,
            present("style: pageSheet, sheet: { detents: [{ height: VALUE }] }")),
        NumberBoundCase(
            "sheet.cornerRadius", at: "/$defs/sheet/properties/cornerRadius", SceneLimits.length,
            present("style: pageSheet, sheet: { cornerRadius: VALUE }")),
        NumberBoundCase(
            "custom.height", at: "/$defs/customPresentation/properties/height/oneOf/0",
            SceneLimits.customPresentationHeight, present("style: custom, custom: { height: VALUE }")),
        NumberBoundCase(
            "custom.height.fraction", at: "/$defs/customPresentation/properties/height/oneOf/1/properties/fraction",
            SceneLimits.fraction, present("style: custom, custom: { height: { fraction: VALUE } }")),
        NumberBoundCase(
            "custom.cornerRadius", at: "/$defs/customPresentation/properties/cornerRadius", SceneLimits.length,
            present("style: custom, custom: { cornerRadius: VALUE }")),
        NumberBoundCase(
            "adaptive.widthAtLeast", at: "\(adaptive)/2/properties/widthAtLeast", SceneLimits.length,
            present("style: formSheet, adaptive: [{ when: { widthAtLeast: VALUE }, style: pageSheet }]")),
        NumberBoundCase(
            "adaptive.widthBelow", at: "\(adaptive)/3/properties/widthBelow", SceneLimits.length,
            present("style: formSheet, adaptive: [{ when: { widthBelow: VALUE }, style: pageSheet }]")),
        NumberBoundCase(
            "adaptive.heightAtLeast", at: "\(adaptive)/4/properties/heightAtLeast", SceneLimits.length,
            present("style: formSheet, adaptive: [{ when: { heightAtLeast: VALUE }, style: pageSheet }]")),
        NumberBoundCase(
            "adaptive.heightBelow", at: "\(adaptive)/5/properties/heightBelow", SceneLimits.length,
            present("style: formSheet, adaptive: [{ when: { heightBelow: VALUE }, style: pageSheet }]")),
        NumberBoundCase(
            "dismissInteractively.progress", at: "\(drag)/progress/items", SceneLimits.fraction,
            dismissal("progress: [VALUE]")),
        NumberBoundCase(
            "dismissInteractively.drag", at: "\(drag)/drag", SceneLimits.dragTime,
            dismissal("progress: [0.5], drag: VALUE")),
        NumberBoundCase(
            "dismissInteractively.hold", at: "\(drag)/hold", SceneLimits.dragTime,
            dismissal("progress: [0.5], hold: VALUE")),
        NumberBoundCase(
            "advance", at: "/$defs/action/oneOf/7/properties/advance", SceneLimits.advance,
            header + "actions: [{ advance: VALUE }]"),
        NumberBoundCase(
            "animate", at: "/properties/animate", SceneNumberRange(0...(SceneLimits.maximumActions - 1)),
            isWhole: true,
            header + "actions: ["
                + Array(repeating: "{ advance: 0 }", count: SceneLimits.maximumActions).joined(separator: ", ")
                + "]\nanimate: VALUE"),
        device("displayCornerRadius", "/$defs/deviceProfile/properties/displayCornerRadius"),
        device("statusBarHeightPortrait", "/$defs/deviceProfile/properties/statusBarHeightPortrait"),
        device("statusBarHeightLandscape", "/$defs/deviceProfile/properties/statusBarHeightLandscape"),
        device("homeIndicatorInsetPortrait", "/$defs/deviceProfile/properties/homeIndicatorInsetPortrait"),
        device("homeIndicatorInsetLandscape", "/$defs/deviceProfile/properties/homeIndicatorInsetLandscape"),
    ]

    static func dismissal(_ fields: String) -> String {
        header
            + "actions: [{ present: { id: a, style: pageSheet, \(content) } }, "
            + "{ dismissInteractively: { id: a, \(fields) } }]"
    }

    /// A square 4096-pt custom device with `field` set to `VALUE`.
    static func device(_ field: String, _ pointer: String) -> NumberBoundCase {
        var fields: [String: String] = [
            "displayCornerRadius": "0", "statusBarHeightPortrait": "0", "statusBarHeightLandscape": "0",
            "homeIndicatorInsetPortrait": "0", "homeIndicatorInsetLandscape": "0",
        ]
        fields[field] = "VALUE"
        return NumberBoundCase(
            "device.\(field)", at: pointer, SceneLimits.length,
            deviceProfile(fields.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")))
    }

    static func deviceProfile(_ fields: String, scale: String = "2") -> String {
        """
        device: { identifier: big, name: Big, idiom: pad, portraitSize: { width: 4096, height: 4096 }, \
        scale: \(scale), safeAreaPortrait: { top: 0, left: 0, bottom: 0, right: 0 }, \
        safeAreaLandscape: { top: 0, left: 0, bottom: 0, right: 0 }, \(fields), \
        sizeClassesPortrait: { horizontal: regular, vertical: regular }, \
        sizeClassesLandscape: { horizontal: regular, vertical: regular } }
        root: { plain: {} }
        """
    }

    /// The decoding error of `text`, or nil when it decodes.
    static func failure(_ text: String) -> SceneError? {
        do throws(SceneError) {
            _ = try SceneDecoder.decode(yaml: text, file: "bounds.yaml")
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
        // The display corner radius is at most half the shorter side as well (checked below).
        let values = bound.field == "device.displayCornerRadius" ? [bound.range.lowest, 2048] : bound.inside
        for value in values {
            #expect(Self.failure(bound.text(value)) == nil, "\(bound.field) = \(value)")
        }
    }

    @Test(arguments: cases)
    func valuesJustOutsideAreRefusedWithTheRange(_ bound: NumberBoundCase) {
        let values = bound.field == "device.displayCornerRadius" ? [bound.outside[0]] : bound.outside
        for value in values {
            let error = Self.failure(bound.text(value))
            #expect(
                error?.message.hasPrefix(bound.refusal(of: value)) == true,
                "\(bound.field) = \(value): \(String(describing: error))")
        }
    }

    /// The display corner radius is at most half the screen's shorter side (a display cannot be rounder than
    /// a circle), and the scale above 0 and at most 8 (iOS screens are 1×, 2× and 3×).
    @Test func deviceCornerRadiusAndScale() throws {
        let fields =
            "statusBarHeightPortrait: 0, statusBarHeightLandscape: 0, homeIndicatorInsetPortrait: 0, "
            + "homeIndicatorInsetLandscape: 0"
        #expect(Self.failure(Self.deviceProfile(fields + ", displayCornerRadius: 2048")) == nil)
        #expect(
            Self.failure(Self.deviceProfile(fields + ", displayCornerRadius: 2048.001"))?.message
                == "must be at most half the screen's shorter side (2048.0), got 2048.001")
        let withRadius = fields + ", displayCornerRadius: 0"
        for accepted in ["0.001", "8"] {
            #expect(Self.failure(Self.deviceProfile(withRadius, scale: accepted)) == nil, "scale \(accepted)")
        }
        #expect(
            Self.failure(Self.deviceProfile(withRadius, scale: "0"))?.message
                == "must be above 0 and at most 8, got 0.0")
        #expect(
            Self.failure(Self.deviceProfile(withRadius, scale: "8.001"))?.message
                == "must be above 0 and at most 8, got 8.001")
        let scale = try NumberBoundCase(
            "scale", at: "/$defs/deviceProfile/properties/scale", SceneNumberRange(0...8), ""
        ).schemaBounds()
        #expect(scale.exclusiveMinimum == 0 && scale.maximum == DeviceProfile.largestScale)
    }

    /// A custom device's screen has each side above 0 (a screen with no width cannot be laid out) and at most
    /// 4096 pt, as the schema's `screenSize` says.
    @Test func deviceScreenSidesAreAboveZero() throws {
        let fields =
            "displayCornerRadius: 0, statusBarHeightPortrait: 0, statusBarHeightLandscape: 0, "
            + "homeIndicatorInsetPortrait: 0, homeIndicatorInsetLandscape: 0"
        func profile(width: String) -> String {
            Self.deviceProfile(fields).replacingOccurrences(
                of: "portraitSize: { width: 4096,", with: "portraitSize: { width: \(width),")
        }
        #expect(Self.failure(profile(width: "0.001")) == nil)
        #expect(
            Self.failure(profile(width: "0"))?.message.hasPrefix("each side must be above 0 and at most 4096 pt")
                == true)
        #expect(Self.failure(profile(width: "4096.001")) != nil)
        for schema in ["scene.schema.json", "figure.schema.json"] {
            for side in ["width", "height"] {
                let bounds = try NumberBoundCase(
                    "portraitSize.\(side)", schema: schema, at: "/$defs/screenSize/properties/\(side)",
                    SceneLimits.length, ""
                ).schemaBounds()
                #expect(bounds.exclusiveMinimum == 0 && bounds.minimum == nil, "\(schema) \(side)")
                #expect(bounds.maximum == DeviceProfile.largestLength, "\(schema) \(side)")
            }
        }
    }

    /// A gallery matrix file's numbers are the scene fields' (its preferred content size, its devices).
    @Test func matrixNumbersAreBounded() {
        func matrix(width: String) -> String {
            """
            devices: [iphone-se]
            orientations: [portrait]
            eras: [ios18]
            styles: [formSheet]
            root: { plain: {} }
            content: { plain: {} }
            preferredContentSize: { width: \(width), height: 360 }
            popoverSource: { view: root }
            """
        }
        #expect(throws: Never.self) { try GalleryMatrix.decode(yaml: matrix(width: "4096"), file: "m.yaml") }
        #expect(
            #expect(throws: SceneError.self) {
                try GalleryMatrix.decode(yaml: matrix(width: "4096.001"), file: "m.yaml")
            }?.message == "must be between 0 and 4096 pt, got 4096.001")
    }
}
