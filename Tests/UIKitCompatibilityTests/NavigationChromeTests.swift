#if os(Linux)
    import Foundation
    import Testing
    import UIKit

    // Written as for iOS: a settings screen with a large title and an editor with Cancel and a
    // confirming Done, as app code sets them up.

    /// An editor whose confirming item is `.done`, as apps mark "Done" and "Save".
    final class EditorViewController: UIViewController {
        let cancelItem = UIBarButtonItem(title: "Cancel", style: .plain)
        let doneItem = UIBarButtonItem(title: "Done", style: .done)

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Edit Profile"
            navigationItem.leftBarButtonItem = cancelItem
            navigationItem.rightBarButtonItem = doneItem
            navigationItem.largeTitleDisplayMode = .never
        }
    }

    @Suite("Bar button items and large titles as iOS code uses them")
    struct NavigationChromeTests {
        @Test("UIBarButtonItem.Style and LargeTitleDisplayMode keep UIKit's raw values")
        func rawValues() {
            #expect(UIBarButtonItem.Style.plain.rawValue == 0)
            #expect(UIBarButtonItem.Style.done.rawValue == 2)
            #expect(UINavigationItem.LargeTitleDisplayMode.automatic.rawValue == 0)
            #expect(UINavigationItem.LargeTitleDisplayMode.always.rawValue == 1)
            #expect(UINavigationItem.LargeTitleDisplayMode.never.rawValue == 2)
        }

        @Test("a large-title root collapses to the 44-pt bar for a pushed editor that says never")
        func largeTitlesAndDoneItems() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
            let settings = UIViewController()
            settings.title = "Settings"
            let navigation = UINavigationController(rootViewController: settings)
            navigation.navigationBar.prefersLargeTitles = true
            window.rootViewController = navigation
            window.runUntilIdle()
            // 44-pt row + 52-pt large-title area.
            #expect(abs(navigation.navigationBar.frame.height - 96) < 0.01)
            let editor = EditorViewController()
            navigation.pushViewController(editor, animated: false)
            window.runUntilIdle()
            #expect(abs(navigation.navigationBar.frame.height - 44) < 0.01)
            // Done is semibold, so it is wider than the same word in the regular weight would be.
            let regular = UIFont.systemFont(ofSize: 17).width(of: "Done")
            let semibold = UIFont.systemFont(ofSize: 17, weight: .semibold).width(of: "Done")
            let doneWidth = try #require(editor.doneItem.view).frame.width
            #expect(abs(doneWidth - (semibold + 16).rounded(.up)) < 0.01)
            #expect(semibold > regular)
        }
    }
#endif
