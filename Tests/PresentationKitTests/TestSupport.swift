import Foundation
import PresentationKit

/// Builds windows and presentations for tests.
enum Fixture {
    /// A window with a navigation controller around a placeholder list as root.
    static func window(
        _ device: String, _ orientation: InterfaceOrientation = .portrait,
        _ multitasking: MultitaskingWidth = .fullScreen, era: Era = .ios18,
        appearance: UserInterfaceStyle = .light
    ) throws -> (Window, NavigationController) {
        let window = try Window(
            device: device, orientation: orientation, multitasking: multitasking, era: era,
            appearance: appearance)
        let root = NavigationController(
            rootViewController: PlaceholderViewController(
                title: "Root", rows: ["One", "Two", "Three"]))
        window.rootViewController = root
        return (window, root)
    }

    /// Presents a titled controller with a style and lets the transition finish.
    @discardableResult
    static func present(
        _ style: ModalPresentationStyle, on root: ViewController, in window: Window,
        animated: Bool = true, configure: (ViewController) -> Void = { _ in }
    ) throws -> ViewController {
        let presented = PlaceholderViewController(title: "Presented", rows: ["A", "B"], listStyle: .plain)
        presented.modalPresentationStyle = style
        configure(presented)
        try root.tryPresent(presented, animated: animated)
        window.runUntilIdle()
        return presented
    }

    /// Anchors a popover at a trailing bar button item of the root's top controller.
    static func anchorAtBarButton(_ presented: ViewController, root: NavigationController) {
        let item = BarButtonItem(title: "Share")
        root.topViewController?.navigationItem.rightBarButtonItem = item
        presented.popoverPresentationController?.barButtonItem = item
        presented.preferredContentSize = Size(width: 320, height: 400)
    }
}

extension RenderTree {
    /// The node of the presented controller's view.
    var presented: RenderNode? { first(.presentedContent) }
}

/// Two numbers equal to within a tolerance.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 0.01) -> Bool { abs(a - b) <= tolerance }
func close(_ a: CGFloat, _ b: Double, _ tolerance: Double = 0.01) -> Bool { abs(a - b) <= tolerance }

/// Two rectangles equal to within a tolerance on every edge.
func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 0.01) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
        && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}
