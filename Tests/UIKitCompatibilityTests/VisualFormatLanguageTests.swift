#if os(Linux)
    import Testing
    import UIKit

    /// A superview of known size with named subviews placed by constraints.
    private struct VisualFormatScene {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let views: [String: UIView]

        init(_ names: String...) {
            var views: [String: UIView] = [:]
            for name in names {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                superview.addSubview(view)
                views[name] = view
            }
            self.views = views
        }

        subscript(name: String) -> UIView { views[name] ?? UIView() }

        /// The constraints of `format`, made by UIKit's entry point.
        func constraints(
            _ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil
        ) -> [NSLayoutConstraint] {
            NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        }

        /// Activates the constraints of every format and lays the superview out.
        func layOut(_ formats: [String], options: NSLayoutConstraint.FormatOptions = []) {
            for format in formats { NSLayoutConstraint.activate(constraints(format, options: options)) }
            superview.layoutIfNeeded()
        }
    }

    /// Whether `constraint` is `first.firstAttribute relation second.secondAttribute × 1 + constant` at
    /// `priority`, and not active.
    private func matches(
        _ constraint: NSLayoutConstraint, _ first: UIView, _ firstAttribute: NSLayoutConstraint.Attribute,
        _ relation: NSLayoutConstraint.Relation, _ second: UIView?, _ secondAttribute: NSLayoutConstraint.Attribute,
        constant: CGFloat, priority: UILayoutPriority = .required
    ) -> Bool {
        constraint.firstItem === first && constraint.firstAttribute == firstAttribute
            && constraint.relation == relation && constraint.secondItem === second
            && constraint.secondAttribute == secondAttribute && constraint.multiplier == 1
            && constraint.constant == constant && constraint.priority == priority && !constraint.isActive
    }

    @Suite struct VisualFormatLanguageTests {
        @Test("[button]-[textField]: the standard 8-pt space, the later view first")
        func standardSpace() throws {
            let scene = VisualFormatScene("button", "textField")
            let made = scene.constraints("[button]-[textField]")
            try #require(made.count == 1)
            #expect(matches(made[0], scene["textField"], .leading, .equal, scene["button"], .trailing, constant: 8))
            scene.layOut(["[button]-[textField]", "H:|[button(50)]", "H:[textField(60)]", "V:|[button(20)]"])
            scene.layOut(["V:|[textField(20)]"])
            #expect(scene["button"].frame == CGRect(x: 0, y: 0, width: 50, height: 20))
            #expect(scene["textField"].frame == CGRect(x: 58, y: 0, width: 60, height: 20))
        }

        @Test("[button(>=50)]: a width with no second item, which wins against a weaker wish")
        func widthConstraint() throws {
            let scene = VisualFormatScene("button")
            let made = scene.constraints("[button(>=50)]")
            try #require(made.count == 1)
            #expect(matches(made[0], scene["button"], .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 50))
            scene.layOut(["[button(>=50)]", "H:|[button(10@250)]", "V:|[button(20)]"])
            #expect(scene["button"].frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        }

        @Test("|-50-[purpleBox]-50-|: both edges to the superview, the superview first at the trailing end")
        func connectionToSuperview() throws {
            let scene = VisualFormatScene("purpleBox")
            let box = scene["purpleBox"]
            let made = scene.constraints("|-50-[purpleBox]-50-|")
            try #require(made.count == 2)
            #expect(matches(made[0], box, .leading, .equal, scene.superview, .leading, constant: 50))
            #expect(matches(made[1], scene.superview, .trailing, .equal, box, .trailing, constant: 50))
            scene.layOut(["|-50-[purpleBox]-50-|", "V:|-10-[purpleBox]-10-|"])
            #expect(box.frame == CGRect(x: 50, y: 10, width: 220, height: 180))
        }

        @Test("V:[topField]-10-[bottomField]: top and bottom edges")
        func verticalLayout() throws {
            let scene = VisualFormatScene("topField", "bottomField")
            let made = scene.constraints("V:[topField]-10-[bottomField]")
            try #require(made.count == 1)
            #expect(matches(made[0], scene["bottomField"], .top, .equal, scene["topField"], .bottom, constant: 10))
            scene.layOut([
                "V:|[topField(30)]-10-[bottomField(40)]", "H:|[topField(100)]", "H:|[bottomField(100)]",
            ])
            #expect(scene["topField"].frame == CGRect(x: 0, y: 0, width: 100, height: 30))
            #expect(scene["bottomField"].frame == CGRect(x: 0, y: 40, width: 100, height: 40))
        }

        @Test("[maroonView][blueView]: adjacent views touch")
        func flushViews() throws {
            let scene = VisualFormatScene("maroonView", "blueView")
            let made = scene.constraints("[maroonView][blueView]")
            try #require(made.count == 1)
            #expect(matches(made[0], scene["blueView"], .leading, .equal, scene["maroonView"], .trailing, constant: 0))
            scene.layOut(["|-5-[maroonView(30)][blueView(40)]", "V:|[maroonView(10)]", "V:|[blueView(10)]"])
            #expect(scene["blueView"].frame == CGRect(x: 35, y: 0, width: 40, height: 10))
        }

        @Test("[button(100@20)]: a priority-20 width that a required one overrides")
        func priority() throws {
            let scene = VisualFormatScene("button")
            let made = scene.constraints("[button(100@20)]")
            try #require(made.count == 1)
            #expect(
                matches(made[0], scene["button"], .width, .equal, nil, .notAnAttribute, constant: 100, priority: 20))
            scene.layOut(["|[button(100@20)]", "V:|[button(10)]"])
            #expect(scene["button"].frame.width == 100)
            scene.layOut(["[button(<=80)]"])
            #expect(scene["button"].frame.width == 80)
        }

        @Test("[button1(==button2)]: equal widths relate the two views' widths")
        func equalWidths() throws {
            let scene = VisualFormatScene("button1", "button2")
            let made = scene.constraints("[button1(==button2)]")
            try #require(made.count == 1)
            #expect(matches(made[0], scene["button1"], .width, .equal, scene["button2"], .width, constant: 0))
            scene.layOut(["|[button1(==button2)]-[button2(70)]", "V:|[button1(10)]", "V:|[button2(10)]"])
            #expect(scene["button1"].frame == CGRect(x: 0, y: 0, width: 70, height: 10))
            #expect(scene["button2"].frame == CGRect(x: 78, y: 0, width: 70, height: 10))
        }

        @Test("[flexibleButton(>=70,<=100)]: one constraint per predicate, bounding weaker wishes")
        func multiplePredicates() throws {
            let scene = VisualFormatScene("flexibleButton")
            let button = scene["flexibleButton"]
            let made = scene.constraints("[flexibleButton(>=70,<=100)]")
            try #require(made.count == 2)
            #expect(matches(made[0], button, .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 70))
            #expect(matches(made[1], button, .width, .lessThanOrEqual, nil, .notAnAttribute, constant: 100))
            let wish = scene.constraints("[flexibleButton(200@250)]")
            scene.layOut(["|[flexibleButton(>=70,<=100)]", "V:|[flexibleButton(10)]"])
            NSLayoutConstraint.activate(wish)
            scene.superview.layoutIfNeeded()
            #expect(button.frame.width == 100)
            wish[0].constant = 10
            scene.superview.layoutIfNeeded()
            #expect(button.frame.width == 70)
        }

        @Test("|-[find]-[findNext]-[findField(>=20)]-|: 20 pt to the superview, 8 pt between siblings")
        func completeLine() throws {
            let scene = VisualFormatScene("find", "findNext", "findField")
            let (find, next, field) = (scene["find"], scene["findNext"], scene["findField"])
            let made = scene.constraints("|-[find]-[findNext]-[findField(>=20)]-|")
            try #require(made.count == 5)
            #expect(matches(made[0], find, .leading, .equal, scene.superview, .leading, constant: 20))
            #expect(matches(made[1], next, .leading, .equal, find, .trailing, constant: 8))
            #expect(matches(made[2], field, .leading, .equal, next, .trailing, constant: 8))
            #expect(matches(made[3], field, .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 20))
            #expect(matches(made[4], scene.superview, .trailing, .equal, field, .trailing, constant: 20))
            scene.layOut(["|-[find(50)]-[findNext(60)]-[findField(>=20)]-|"], options: [.alignAllTop, .alignAllBottom])
            scene.layOut(["V:|-[find]-|"])
            #expect(find.frame == CGRect(x: 20, y: 20, width: 50, height: 160))
            #expect(next.frame == CGRect(x: 78, y: 20, width: 60, height: 160))
            #expect(field.frame == CGRect(x: 146, y: 20, width: 154, height: 160))
        }

        @Test("metric names stand for spacings, sizes and priorities, whatever their numeric type")
        func metrics() throws {
            let scene = VisualFormatScene("a", "b")
            let metrics: [String: Any] = ["margin": 12, "width": CGFloat(40), "high": 750.0, "gap": Float(6)]
            let made = scene.constraints("H:|-margin-[a(width@high)]-gap-[b]", metrics: metrics)
            try #require(made.count == 3)
            #expect(matches(made[0], scene["a"], .leading, .equal, scene.superview, .leading, constant: 12))
            #expect(matches(made[1], scene["a"], .width, .equal, nil, .notAnAttribute, constant: 40, priority: 750))
            #expect(matches(made[2], scene["b"], .leading, .equal, scene["a"], .trailing, constant: 6))
        }

        @Test("a connection's predicate list makes a constraint each, with its priority")
        func connectionPredicates() throws {
            let scene = VisualFormatScene("a", "b")
            let (a, b) = (scene["a"], scene["b"])
            let made = scene.constraints("[a]-(>=10,<=30@750)-[b]")
            try #require(made.count == 2)
            #expect(matches(made[0], b, .leading, .greaterThanOrEqual, a, .trailing, constant: 10))
            #expect(matches(made[1], b, .leading, .lessThanOrEqual, a, .trailing, constant: 30, priority: 750))
            scene.layOut(["|[a(40)]-(>=10,<=30@750)-[b(==a)]-(100)-|", "V:|[a(10)]", "V:|[b(10)]"])
            // 320 − 100 − 40 − 40 leaves 140: the required >= 10 holds, the 750 <= 30 gives way.
            #expect(b.frame == CGRect(x: 180, y: 0, width: 40, height: 10))
        }

        @Test("alignment options align every view with the first on the attribute across the line")
        func alignment() throws {
            let scene = VisualFormatScene("a", "b", "c")
            let (a, b, c) = (scene["a"], scene["b"], scene["c"])
            let made = scene.constraints("[a]-[b]-[c]", options: [.alignAllTop, .alignAllBottom])
            try #require(made.count == 6)
            #expect(matches(made[2], b, .top, .equal, a, .top, constant: 0))
            #expect(matches(made[3], c, .top, .equal, a, .top, constant: 0))
            #expect(matches(made[4], b, .bottom, .equal, a, .bottom, constant: 0))
            #expect(matches(made[5], c, .bottom, .equal, a, .bottom, constant: 0))
            scene.layOut(["|[a(10)]-[b(10)]-[c(10)]"], options: [.alignAllTop, .alignAllBottom])
            scene.layOut(["V:|-30-[a(25)]"])
            #expect(c.frame == CGRect(x: 36, y: 30, width: 10, height: 25))
            let vertical = scene.constraints("V:[a][b]", options: .alignAllCenterX)
            #expect(matches(vertical[1], b, .centerX, .equal, a, .centerX, constant: 0))
        }

        @Test("direction options: left and right attributes, and right-to-left lines")
        func direction() throws {
            let scene = VisualFormatScene("a", "b")
            let (a, b) = (scene["a"], scene["b"])
            let leftToRight = scene.constraints("[a]-[b]", options: .directionLeftToRight)
            #expect(matches(leftToRight[0], b, .left, .equal, a, .right, constant: 8))
            let format = "|-10-[a(40)]-[b(30)]"
            let rightToLeft = scene.constraints(format, options: .directionRightToLeft)
            try #require(rightToLeft.count == 4)
            #expect(matches(rightToLeft[0], scene.superview, .right, .equal, a, .right, constant: 10))
            #expect(matches(rightToLeft[2], a, .left, .equal, b, .right, constant: 8))
            scene.layOut([format, "V:|[a(10)]", "V:|[b(10)]"], options: .directionRightToLeft)
            #expect(a.frame == CGRect(x: 270, y: 0, width: 40, height: 10))
            #expect(b.frame == CGRect(x: 232, y: 0, width: 30, height: 10))
        }

        @Test("spacingBaselineToBaseline spaces a vertical line's siblings between baselines")
        func baselineSpacing() throws {
            let scene = VisualFormatScene("a", "b")
            let made = scene.constraints("V:|-[a]-[b]", options: .spacingBaselineToBaseline)
            try #require(made.count == 2)
            #expect(matches(made[0], scene["a"], .top, .equal, scene.superview, .top, constant: 20))
            #expect(matches(made[1], scene["b"], .firstBaseline, .equal, scene["a"], .lastBaseline, constant: 8))
        }

        @Test("the options' raw values are UIKit's")
        func optionValues() {
            #expect(NSLayoutConstraint.FormatOptions.alignAllTop.rawValue == 1 << 3)
            #expect(NSLayoutConstraint.FormatOptions.alignAllFirstBaseline.rawValue == 1 << 12)
            #expect(NSLayoutConstraint.FormatOptions.directionRightToLeft.rawValue == 2 << 16)
            #expect(NSLayoutConstraint.FormatOptions.spacingBaselineToBaseline.rawValue == 1 << 19)
            #expect(NSLayoutConstraint.FormatOptions.directionLeadingToTrailing.isEmpty)
        }
    }

    @Suite struct VisualFormatLanguageErrorTests {
        private func error(
            _ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
            in scene: VisualFormatScene = VisualFormatScene("a", "b")
        ) -> NSLayoutConstraint.VisualFormatError? {
            do {
                _ = try NSLayoutConstraint.visualFormatConstraints(
                    format, options: options, metrics: metrics, views: scene.views)
                return nil
            } catch {
                return error
            }
        }

        @Test(
            "each error names its problem and column",
            arguments: [
                ("[a]-[b", "Expected ']'", 6),
                ("[a]-[nope]", "'nope' is not a key in the views dictionary", 5),
                ("[a]-gap-[b]", "'gap' is not a key in the metrics dictionary", 4),
                ("[a(gap)]", "'gap' is not a key in the views dictionary", 3),
                ("X:[a]", "'H:' or 'V:'", 0),
                ("", "Expected a view", 0),
                ("[a]-|-[b]", "nothing may follow the closing '|'", 5),
                ("[a]-|[b]", "nothing may follow the closing '|'", 5),
                ("|-|", "'|' (the superview) may only start or end a line", 2),
                ("[a]-(>=10-[b]", "Expected ',' or ')'", 9),
                ("[a]-x[b]", "Expected '-' after the spacing", 5),
                ("[a(50@2000)]", "priority must be more than 0 and at most 1000", 6),
                ("[a(>=)]", "Expected a number, a metric or a view name", 5),
                ("[a]*[b]", "Expected '-', '[' or '|'", 3),
                ("[a]-", "Expected a view or '|'", 4),
            ])
        func syntaxAndNames(format: String, problem: String, column: Int) throws {
            let found = try #require(error(format), "\(format) should not parse")
            #expect(found.message.contains(problem), "\(found.message)")
            #expect(found.column == column)
            #expect(found.format == format)
        }

        @Test("a view that is not a view, and a metric that is not a number, are named")
        func wrongTypes() throws {
            let scene = VisualFormatScene("a")
            let views: [String: Any] = ["a": scene["a"], "label": "text"]
            #expect(throws: NSLayoutConstraint.VisualFormatError.self) {
                try NSLayoutConstraint.visualFormatConstraints("[a][label]", views: views)
            }
            let metric = try #require(error("[a(w)]", metrics: ["w": "wide"]))
            #expect(metric.message.contains("'w' is a String, not a number") && metric.column == 3)
        }

        @Test("a metric must be a finite number")
        func infiniteMetric() throws {
            let found = try #require(error("[a]-gap-[b]", metrics: ["gap": Double.infinity]))
            #expect(found.message.contains("'gap' is inf, not a finite number") && found.column == 4)
        }

        @Test("random strings of the language's characters never trap: each parses or throws at a column inside it")
        func randomStringsNeverTrap() {
            let alphabet = Array("HV:|-[]()ab_09.e@=<>,+ ")
            let scene = VisualFormatScene("a", "b")
            var generator = SplitMix64(seed: 2024)
            for _ in 0..<5000 {
                let length = Int(generator.next() % 16)
                let format = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
                if let found = error(format, metrics: ["b": 3], in: scene) {
                    #expect((0...format.count).contains(found.column), "\(format): column \(found.column)")
                }
            }
        }

        @Test("'|' needs a superview shared by every view of the line")
        func superviewProblems() throws {
            let orphan = VisualFormatScene("a", "b")
            orphan["a"].removeFromSuperview()
            let missing = try #require(error("|-[a]", in: orphan))
            #expect(missing.message.contains("'a' has no superview") && missing.column == 3)
            let elsewhere = try #require(error("[a][b]|", in: orphan))
            #expect(elsewhere.message.contains("'a' is not in the same superview as 'b'") && elsewhere.column == 1)
            #expect(error("[a][b]", in: orphan) == nil, "without '|' no superview is needed")
        }

        @Test("options that contradict the line are refused")
        func contradictoryOptions() throws {
            let along = try #require(error("H:[a][b]", options: .alignAllLeft))
            #expect(along.message.contains("horizontal line on an attribute along that same direction"))
            #expect(along.column == 0)
            #expect(error("V:[a][b]", options: .alignAllTop) != nil)
            #expect(error("[a][b]", options: .directionMask) != nil)
            let width = NSLayoutConstraint.FormatOptions(rawValue: 1 << 7)
            #expect(error("[a][b]", options: width)?.message.contains("does not exist") == true)
        }

        @Test("UIKit's entry point returns no constraints and reports UIKit's text to the window")
        func uikitEntryPointReports() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
            let view = UIView()
            window.addSubview(view)
            let made = NSLayoutConstraint.constraints(
                withVisualFormat: "|-[view]-[gone]", metrics: nil, views: ["view": view])
            #expect(made.isEmpty)
            let reported = try #require(window.diagnostics.last)
            #expect(
                reported.description
                    == "Unable to parse constraint format: \n'gone' is not a key in the views dictionary.\n"
                    + "|-[view]-[gone] \n          ^")
        }
    }

    /// A small deterministic random number generator (SplitMix64), so the random strings are the same in every run.
    private struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }
    }
#endif
