import Foundation
import Testing
import Yams

@testable import PresentationScenes

/// YAML aliases cannot make a small file cost unbounded time or memory: the expanded size is counted,
/// in time linear in the text, and a scene over ``SceneLimits/maximumNodes`` is refused with a located error.
@Suite struct AliasBombTests {
    /// A "billion laughs" document: each level's list names the level above ten times.
    static func billionLaughs(levels: Int) -> String {
        var text = "device: iphone-15-pro\nl0: &l0 [a, a, a, a, a, a, a, a, a, a]\n"
        for level in 1...levels {
            let uses = Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
            text += "l\(level): &l\(level) [\(uses)]\n"
        }
        return text + "root: { navigation: { title: X } }\n"
    }

    /// 200 presentations, each reusing one aliased tab-bar tree of 8 tabs with 100 rows each.
    static func aliasedPresentations() -> String {
        let rows = (1...100).map { "r\($0)" }.joined(separator: ", ")
        let tab = "{ title: T, rows: [\(rows)] }"
        var text =
            "device: iphone-15-pro\nroot: &tree { tabs: [\(Array(repeating: tab, count: 8).joined(separator: ", "))] }\n"
        text += "actions:\n"
        for index in 0..<200 {
            text += "  - present: { id: p\(index), style: pageSheet, content: *tree, from: root }\n"
        }
        return text
    }

    /// Decodes `text`, expecting a refusal, and returns the error and how long it took.
    private func refusal(of text: String) throws -> (SceneError, Duration) {
        let clock = ContinuousClock()
        var caught: SceneError?
        let elapsed = clock.measure {
            do throws(SceneError) {
                _ = try SceneDecoder.decode(yaml: text, file: "bomb.yaml")
            } catch {
                caught = error
            }
        }
        return (try #require(caught), elapsed)
    }

    @Test("A billion-laughs document is refused in well under a second")
    func billionLaughsIsRefused() throws {
        let text = Self.billionLaughs(levels: 30)
        #expect(text.utf8.count < 5_000)
        let (error, elapsed) = try refusal(of: text)
        #expect(error.message.contains("expands to more than \(SceneLimits.maximumNodes) YAML nodes"))
        #expect(elapsed < .seconds(1), "took \(elapsed)")
    }

    @Test("200 presentations of an aliased tab-bar tree are refused in well under a second, at the tree")
    func aliasedPresentationsAreRefused() throws {
        let text = Self.aliasedPresentations()
        #expect(text.utf8.count < 20_000)
        let (error, elapsed) = try refusal(of: text)
        #expect(error.message.contains("expands to more than"))
        #expect(elapsed < .seconds(1), "took \(elapsed)")
    }

    @Test("Every fixture expands to far fewer nodes than the limit, and the count follows aliases")
    func fixturesAreFarBelowTheLimit() throws {
        let walker = try #require(FileManager.default.enumerator(atPath: TestPaths.fixtures.path))
        let files = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
        #expect(files.count > 20)
        for file in files where !file.hasSuffix("schema.json") {
            let text = try String(contentsOf: TestPaths.fixtures.appendingPathComponent(file), encoding: .utf8)
            guard let node = try compose(yaml: text) else { continue }
            var count = ExpandedNodeCount(limit: SceneLimits.maximumNodes / 4)
            #expect(count.firstNodeOverLimit(in: node) == nil, "\(file)")
        }
        var small = ExpandedNodeCount(limit: 30)
        let composed = try compose(yaml: "a: &a [x, x, x]\nb: [*a, *a, *a, *a, *a, *a, *a, *a]\n")
        let laughs = try #require(composed)
        // 1 document + 2 keys + (1 + 3) + (1 + 8 × 4) = 40 nodes as expanded: over 30.
        #expect(small.firstNodeOverLimit(in: laughs) != nil)
        var enough = ExpandedNodeCount(limit: 40)
        #expect(enough.firstNodeOverLimit(in: laughs) == nil)
    }

    @Test("An aliased tree used as a mapping key is refused before Yams hashes it, in well under a second")
    func aliasKeysAreRefused() throws {
        var lines = ["l0: &l0 [a, a, a, a, a, a, a, a, a, a]"]
        for level in 1...7 {
            lines.append(
                "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        lines += ["m: { ? *l7 : 1, ? [*l7] : 2 }", "device: iphone-15-pro", "root: { plain: {} }"]
        let (error, elapsed) = try refusal(of: lines.joined(separator: "\n"))
        #expect(error.line == 9 && error.column == 6)
        #expect(error.message.hasPrefix("mapping keys must be plain names"))
        #expect(elapsed < .seconds(1), "took \(elapsed)")
        let (implicit, _) = try refusal(of: "a: &a [x]\nb: { *a : 1 }\ndevice: iphone-15-pro\nroot: { plain: {} }\n")
        #expect(implicit.line == 2 && implicit.column == 6)
    }

    @Test("Question marks, asterisks and quotes inside values and strings are not keys")
    func ordinaryPunctuationIsAccepted() throws {
        let text = """
            device: iphone-15-pro
            description: "Why? *Because* it's fine: really"
            root: &tree { navigation: { title: 'What? *now*', rows: [Don't, "a ? b", x*y] } }
            actions:
              - present: { id: again, content: *tree }  # a comment with ? and *x : y
            """
        let scene = try SceneDecoder.decode(yaml: text, file: "ok.yaml")
        #expect(scene.summary == "Why? *Because* it's fine: really")
    }
}
