import PresentationKit
import Testing

/// A controller's change of `preferredContentSize` reaches whoever sizes it, as UIKit's
/// `UIContentContainer.preferredContentSizeDidChange(forChildContentContainer:)` documents: the parent
/// controller, or the presentation controller of a presented one. A navigation controller passes its top
/// controller's change on as its own (it reports the top controller's size plus its bar).
@Suite struct PreferredContentSizeTests {
    /// A container that records its children's reports and, like many custom containers, adopts the
    /// child's preferred size as its own.
    final class AdoptingContainer: ViewController {
        var reports: [ViewController] = []

        override func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer) {
            guard let child = container as? ViewController else { return }
            reports.append(child)
            preferredContentSize = child.preferredContentSize
        }
    }

    @Test func aChildsChangeIsReportedToItsParentOncePerChange() {
        let parent = AdoptingContainer()
        let child = ViewController()
        parent.addChild(child)
        child.didMove(toParent: parent)
        child.preferredContentSize = Size(width: 200, height: 120)
        #expect(parent.reports.count == 1 && parent.reports.first === child)
        child.preferredContentSize = Size(width: 200, height: 120)
        #expect(parent.reports.count == 1, "setting the same size again reports nothing")
        #expect(parent.preferredContentSize == Size(width: 200, height: 120))
    }

    @Test func aNavigationStackPassesItsTopControllersChangeOn() throws {
        let (window, _) = try Fixture.window("iphone-15-pro")
        let parent = AdoptingContainer()
        let content = ViewController()
        let navigation = NavigationController(rootViewController: content)
        parent.addChild(navigation)
        navigation.didMove(toParent: parent)
        window.rootViewController = parent
        window.runUntilIdle()
        content.preferredContentSize = Size(width: 200, height: 176)
        #expect(parent.reports.count == 1 && parent.reports.first === navigation)
        // The stack's own size: the content's with the 44-pt bar of an iPhone in portrait.
        #expect(parent.preferredContentSize == Size(width: 200, height: 220))
    }

    @Test func aSizeSetOnTheStackItselfIsNotOverriddenByItsTopController() throws {
        let parent = AdoptingContainer()
        let content = ViewController()
        let navigation = NavigationController(rootViewController: content)
        parent.addChild(navigation)
        navigation.didMove(toParent: parent)
        navigation.preferredContentSize = Size(width: 300, height: 300)
        content.preferredContentSize = Size(width: 200, height: 176)
        #expect(parent.reports.count == 1, "only the stack's own change is reported")
        #expect(navigation.preferredContentSize == Size(width: 300, height: 300))
    }

    @Test func aPresentedFormSheetFollowsItsNewSize() throws {
        let (window, root) = try Fixture.window("ipad-pro-11")
        let presented = try Fixture.present(.formSheet, on: root, in: window) {
            $0.preferredContentSize = Size(width: 400, height: 300)
        }
        #expect(presented.view.frame.size == Size(width: 400, height: 300))
        presented.preferredContentSize = Size(width: 500, height: 420)
        window.runUntilIdle()
        #expect(presented.view.frame.size == Size(width: 500, height: 420))
    }
}
