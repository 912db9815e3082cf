import PresentationKit
import PresentationScenes
import Testing

@Suite struct SceneDecodingTests {
    private func decode(_ text: String, file: String = "test.yaml") throws -> Scene {
        try SceneDecoder.decode(yaml: text, file: file)
    }

    private func message(_ text: String) -> String? {
        #expect(throws: SceneError.self) { try decode(text) }?.description
    }

    @Test func defaultsFillEverythingLeftOut() throws {
        let scene = try decode("device: iphone-se\nroot: { plain: {} }", file: "dir/minimal.yaml")
        #expect(scene.name == "minimal")
        #expect(scene.orientation == .portrait && scene.multitasking == .fullScreen)
        #expect(scene.era == .ios18 && scene.appearance == .light && scene.settlesAfterLastAction)
        #expect(scene.root == .plain(ScenePage()))
        #expect(scene.actions.isEmpty)
    }

    @Test func yamlAndJSONDecodeToTheSameScene() throws {
        let yaml = """
            name: same
            device: ipad-pro-11
            root: { navigation: { title: A, rows: [x], rightBarButtons: [Share] } }
            actions:
              - present: { id: p, style: popover, source: { barButton: Share }, permittedArrowDirections: [up] }
            """
        let json = """
            {"name": "same", "device": "ipad-pro-11",
             "root": {"navigation": {"title": "A", "rows": ["x"], "rightBarButtons": ["Share"]}},
             "actions": [{"present": {"id": "p", "style": "popover", "source": {"barButton": "Share"},
                                      "permittedArrowDirections": ["up"]}}]}
            """
        let fromYAML = try decode(yaml)
        let fromJSON = try decode(json)
        #expect(fromYAML.root == fromJSON.root)
        #expect(fromYAML.actions.map(\.operation) == fromJSON.actions.map(\.operation))
        guard case .present(let presentation) = fromJSON.actions.first?.operation else {
            Issue.record("expected a present action")
            return
        }
        #expect(presentation.source == .barButton("Share"))
        #expect(presentation.permittedArrowDirections == .up)
        #expect(presentation.content == .plain(ScenePage(title: "p")))
    }

    @Test func actionsRememberWhereTheyWereWritten() throws {
        let scene = try decode(
            "device: iphone-se\nroot: { plain: {} }\nactions:\n  - rotate: landscape\n  - advance: 0.5")
        #expect(
            scene.actions.map(\.location) == [
                SceneLocation(line: 4, column: 13, path: "actions[0].rotate"),
                SceneLocation(line: 5, column: 14, path: "actions[1].advance"),
            ])
        #expect(scene.actions.map(\.operation) == [.rotate(.landscape, animated: false), .advance(0.5)])
    }

    @Test func colorsAcceptSystemNamesAndHex() throws {
        let scene = try decode("device: iphone-se\nroot: { plain: { background: '#FF000080' } }")
        #expect(scene.root == .plain(ScenePage(background: Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))))
        #expect(
            message("device: iphone-se\nroot: { plain: { background: systemBlu } }")
                == "test.yaml:2:30: root.plain.background: unknown colour 'systemBlu' (did you mean 'systemBlue'?)")
        #expect(
            message("device: iphone-se\nroot: { plain: { background: '#12345' } }")
                == "test.yaml:2:30: root.plain.background: invalid colour '#12345': use #RRGGBB or #RRGGBBAA")
    }

    @Test func controllerPathsAreCheckedAgainstTheTree() throws {
        let header = """
            device: ipad-pro-11
            orientation: landscape
            root: { split: { primary: { navigation: {} }, secondary: { tabBar: { tabs: [{ plain: {} }] } } } }
            actions:

            """
        let scene = try decode(header + "  - present: { id: a, from: root/secondary/tab0, style: currentContext }")
        guard case .present(let presentation) = scene.actions.first?.operation else {
            Issue.record("expected a present action")
            return
        }
        #expect(presentation.from == SceneControllerPath(start: .root, segments: [.secondary, .tab(0)]))
        #expect(presentation.from.description == "root/secondary/tab0")
        #expect(
            message(header + "  - present: { id: a, from: root/secondary/tab1 }")
                == "test.yaml:5:29: actions[0].present.from: 'root/secondary' is a tab bar controller with 1 tab, which has no 'tab1'"
        )
        #expect(
            message(header + "  - present: { id: a, from: root/primery }")
                == "test.yaml:5:29: actions[0].present.from: unknown path step 'primery' (did you mean 'primary'?); use primary, secondary, page or tab<N>"
        )
    }

    @Test func referencesFollowTheTimeline() throws {
        let header =
            "device: iphone-se\nroot: { plain: {} }\nactions:\n  - present: { id: a }\n  - present: { id: b, from: a }\n"
        let scene = try decode(header + "  - dismiss: { id: a, animated: false }")
        #expect(scene.actions.last?.operation == .dismiss(id: "a", animated: false))
        #expect(
            message(header + "  - dismiss: a\n  - dismiss: b")
                == "test.yaml:7:14: actions[3].dismiss: 'b' is not presented any more (dismissed by actions[2].dismiss)"
        )
        #expect(
            message(header + "  - selectDetent: { id: b, detent: medium }")
                == "test.yaml:6:36: actions[2].selectDetent.detent: detent 'medium' is not one of the sheet's detents (large)"
        )
    }

    @Test func styleSpecificFieldsNeedTheirStyle() throws {
        let header = "device: iphone-se\nroot: { plain: {} }\nactions:\n"
        #expect(
            message(header + "  - present: { id: a, style: fullScreen, sheet: { grabber: true } }")
                == "test.yaml:4:49: actions[0].present.sheet: only sheets and popovers use 'sheet' settings (style is fullScreen)"
        )
        #expect(
            message(header + "  - present: { id: a, style: formSheet, permittedArrowDirections: [up] }")
                == "test.yaml:4:67: actions[0].present.permittedArrowDirections: only popovers use 'permittedArrowDirections' (style is formSheet)"
        )
        #expect(
            message(header + "  - present: { id: a, style: none }")
                == "test.yaml:4:30: actions[0].present.style: unknown style 'none'")
    }

    @Test("largeTitle is read on navigation pages, with located errors elsewhere")
    func largeTitleIsReadOnNavigationPages() throws {
        let scene = try decode("device: iphone-se\nroot: { navigation: { title: A, largeTitle: true } }")
        #expect(scene.root == .navigation(ScenePage(title: "A", largeTitle: true)))
        #expect(
            message("device: iphone-se\nroot: { navigation: { largeTitle: maybe } }")
                == "test.yaml:2:35: root.navigation.largeTitle: expected true or false, got 'maybe'")
        #expect(
            message("device: iphone-se\nroot: { plain: { largeTitle: true } }")
                == "test.yaml:2:18: root.plain.largeTitle: unknown key 'largeTitle'")
    }

    @Test func limitsAndShapesAreEnforced() throws {
        #expect(
            message("device: iphone-se\nroot: { plain: {}, navigation: {} }")
                == "test.yaml:2:7: root: more than one controller kind: give exactly one of 'plain', 'navigation', 'tabBar', 'split'"
        )
        #expect(
            message("device: iphone-se\nroot: { plain: { title: \(String(repeating: "x", count: 201)) } }")
                == "test.yaml:2:25: root.plain.title: string of 201 characters is too long (at most 200)")
        #expect(
            message("device: iphone-se\nroot: { plain: { leftBarButtons: [A] } }")
                == "test.yaml:2:18: root.plain.leftBarButtons: unknown key 'leftBarButtons'")
        #expect(
            message("device: iphone-se\nroot: { plain: {} }\nactions: [{ advance: 61 }]")
                == "test.yaml:3:22: actions[0].advance: must be between 0 and 60 s, got 61")
        #expect(message("") == "test.yaml: the file is empty")
        #expect(
            message("device: iphone-se\nroot: { plain: {} }\nsettle: yes please")
                == "test.yaml:3:9: settle: expected true or false, got 'yes please'")
    }

    @Test func customDevicesAreValidatedAndLimited() throws {
        let profile = """
            { identifier: big, name: Big, idiom: pad, portraitSize: { width: 5000, height: 6000 }, scale: 1,
              displayCornerRadius: 0, safeAreaPortrait: { top: 0, left: 0, bottom: 0, right: 0 },
              safeAreaLandscape: { top: 0, left: 0, bottom: 0, right: 0 }, statusBarHeightPortrait: 0,
              statusBarHeightLandscape: 0, homeIndicatorInsetPortrait: 0, homeIndicatorInsetLandscape: 0,
              sizeClassesPortrait: { horizontal: regular, vertical: regular },
              sizeClassesLandscape: { horizontal: regular, vertical: regular } }
            """
        #expect(
            message("device: \(profile)\nroot: { plain: {} }")
                == "test.yaml:1:65: device.portraitSize: each side must be above 0 and at most 4096 pt, got 5000.0×6000.0"
        )
        #expect(
            message("device: { identifier: x, name: X }\nroot: { plain: {} }")
                == "test.yaml:1:9: device: invalid device profile: missing required key 'idiom'")
    }
}
