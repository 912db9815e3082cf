#if os(Linux)
    import Testing
    import UIKit

    /// View trees and controller hierarchies that would contain themselves, as the UIKit program fuzzer built
    /// them (`make fuzz-uikit`): they used to hang or overflow the stack in every walk up or down the tree.
    /// The change is refused, and the window records why.
    @Suite("Hierarchies that would contain themselves are refused")
    struct HierarchyMisuseTests {
        private func window() throws -> (UIWindow, UIViewController) {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let root = UIViewController()
            window.rootViewController = root
            window.runUntilIdle()
            return (window, root)
        }

        @Test("a view added to itself stays where it was, with UIKit's reason")
        func viewAddedToItself() throws {
            let (window, root) = try window()
            let view = UIView()
            root.view.addSubview(view)
            view.addSubview(view)
            #expect(view.superview === root.view)
            #expect(view.subviews.isEmpty)
            #expect(window.diagnostics.map(\.description) == ["Can't add self as subview"])
        }

        @Test("a view added to its own descendant stays where it was")
        func viewAddedToDescendant() throws {
            let (window, root) = try window()
            let outer = UIView()
            let inner = UIView()
            root.view.addSubview(outer)
            outer.addSubview(inner)
            inner.insertSubview(outer, at: 0)
            #expect(outer.superview === root.view)
            #expect(inner.subviews.isEmpty)
            #expect(window.diagnostics.map(\.kind) == [.viewHierarchyCycle])
            window.layoutIfNeeded()
        }

        @Test("a controller added as a child of its own child is refused")
        func childOfItsChild() throws {
            let (window, root) = try window()
            let parent = UIViewController()
            let child = UIViewController()
            parent.addChild(child)
            child.addChild(parent)
            root.addChild(root)
            #expect(parent.parent == nil)
            #expect(child.parent === parent)
            #expect(root.children.isEmpty)
            #expect(window.diagnostics.map(\.kind) == [.containmentCycle, .containmentCycle])
        }

        @Test("containers leave out themselves and the controllers they are inside")
        func containersOfThemselves() throws {
            let (window, root) = try window()
            let navigation = UINavigationController(rootViewController: UIViewController())
            let tabs = UITabBarController()
            let split = UISplitViewController()
            root.addChild(navigation)
            navigation.setViewControllers([navigation, root], animated: false)
            tabs.viewControllers = [tabs]
            split.viewControllers = [split, UIViewController()]
            #expect(navigation.viewControllers.isEmpty)
            #expect(tabs.viewControllers == nil)
            #expect(split.viewControllers.count == 1)
            #expect(window.diagnostics.count == 4)
            #expect(window.diagnostics.allSatisfy { $0.kind == .containmentCycle })
        }

        @Test("presenting the controller one is a child of is refused as presenting an active controller")
        func presentingOwnParent() throws {
            let (window, root) = try window()
            let split = UISplitViewController()
            split.viewControllers = [UIViewController(), UIViewController()]
            split.addChild(root)
            root.present(split, animated: false)
            window.runUntilIdle()
            #expect(root.presentedViewController == nil)
            #expect(window.diagnostics.map(\.kind) == [.activeController])
        }
    }
#endif
