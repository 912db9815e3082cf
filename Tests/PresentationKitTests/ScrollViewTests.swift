import Foundation
import Testing

@testable import PresentationKit

/// A controller whose root view is a scroll view, as a `UITableViewController`'s is.
private final class ScrollingController: ViewController {
    override func loadView() {
        view = ScrollView()
    }

    var scrollView: ScrollView? { view as? ScrollView }
}

/// Counts the delegate calls.
private final class ScrollRecorder: ScrollViewDelegate {
    var scrolls = 0
    var draggingBegan = 0
    var draggingEnded = 0
    var animationsEnded = 0
    var insetChanges = 0
    func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { draggingBegan += 1 }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) { draggingEnded += 1 }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { animationsEnded += 1 }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) { insetChanges += 1 }
}

@Suite("Scroll views: content offset, adjusted insets, animation and panning")
struct ScrollViewTests {
    /// An iPhone 14 (notch; safe area 47/0/34/0 portrait, 0/47/21/47 landscape) showing a full-screen scroll
    /// view as a plain controller's root view. Keep the window: views hold their window weakly.
    private func fullScreenScrollView(
        _ orientation: InterfaceOrientation = .portrait, contentSize: Size
    ) throws -> (Window, ScrollView) {
        let window = try Window(device: "iphone-14", orientation: orientation)
        let controller = ScrollingController()
        let scrollView = try #require(controller.scrollView)
        scrollView.contentSize = contentSize
        scrollView.contentInset = EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        window.rootViewController = controller
        window.runUntilIdle()
        return (window, scrollView)
    }

    @Test("The content offset is the bounds origin: subviews move up by it in the render tree")
    func offsetMovesSubviews() throws {
        let window = try Window(device: "iphone-14")
        let controller = ViewController()
        window.rootViewController = controller
        let scrollView = ScrollView(frame: Rect(x: 0, y: 100, width: 390, height: 300))
        let row = View(frame: Rect(x: 0, y: 400, width: 390, height: 44))
        row.label = "row"
        scrollView.addSubview(row)
        scrollView.contentSize = Size(width: 390, height: 1000)
        controller.view.addSubview(scrollView)
        scrollView.contentOffset = Point(x: 0, y: 350)
        #expect(scrollView.bounds.origin == Point(x: 0, y: 350))
        #expect(scrollView.clipsToBounds, "scroll views clip by default")
        let node = try #require(window.renderTree().root.allNodes.first { $0.label == "row" })
        // On the window: scroll view top 100 + row's 400 in the content − offset 350 = 150.
        #expect(node.frame == Rect(x: 0, y: 150, width: 390, height: 44))
        #expect(row.convert(Point.zero, to: nil) == Point(x: 0, y: 150))
    }

    @Test("Behaviours in portrait: always and never; scrollable axes follow the content's height")
    func adjustedInsetPortrait() throws {
        let (window, scrollView) = try fullScreenScrollView(contentSize: Size(width: 390, height: 2000))
        defer { withExtendedLifetime(window) {} }
        // Safe area 47 top, 34 bottom; content inset 10 top and bottom.
        scrollView.contentInsetAdjustmentBehavior = .always
        #expect(scrollView.adjustedContentInset == EdgeInsets(top: 57, left: 0, bottom: 44, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset == EdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scrollView.adjustedContentInset == EdgeInsets(top: 57, left: 0, bottom: 44, right: 0), "2000 > 844")
        scrollView.contentSize = Size(width: 390, height: 500)
        #expect(scrollView.adjustedContentInset == EdgeInsets(top: 10, left: 0, bottom: 10, right: 0), "500 < 844")
        scrollView.alwaysBounceVertical = true
        #expect(scrollView.adjustedContentInset == EdgeInsets(top: 57, left: 0, bottom: 44, right: 0))
    }

    @Test("Automatic adjusts a short content vertically only inside a navigation controller")
    func automaticInNavigationController() throws {
        let (plainWindow, plain) = try fullScreenScrollView(contentSize: Size(width: 390, height: 500))
        defer { withExtendedLifetime(plainWindow) {} }
        #expect(plain.contentInsetAdjustmentBehavior == .automatic)
        #expect(plain.adjustedContentInset == EdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
        let window = try Window(device: "iphone-14")
        let controller = ScrollingController()
        window.rootViewController = NavigationController(rootViewController: controller)
        window.runUntilIdle()
        let scrollView = try #require(controller.scrollView)
        scrollView.contentSize = Size(width: 390, height: 500)
        // The content is shorter than the view, yet the top and bottom take the safe area: the status bar's 47
        // plus the navigation bar's 44 (UIKit adds a container's bars to its child's safe area) and 34.
        #expect(scrollView.adjustedContentInset == EdgeInsets(top: 47 + 44, left: 0, bottom: 34, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scrollView.adjustedContentInset == .zero, "not so with scrollable axes")
    }

    @Test("Behaviours in landscape: the sides take the safe area when the content is wider")
    func adjustedInsetLandscape() throws {
        let (window, scrollView) = try fullScreenScrollView(.landscape, contentSize: Size(width: 844, height: 2000))
        defer { withExtendedLifetime(window) {} }
        // Landscape safe area: 0 top, 47 left and right, 21 bottom. 844 is not wider than 844: sides stay 0.
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scrollView.adjustedContentInset == EdgeInsets(top: 10, left: 0, bottom: 31, right: 0))
        scrollView.contentSize = Size(width: 2000, height: 2000)
        #expect(scrollView.adjustedContentInset == EdgeInsets(top: 10, left: 47, bottom: 31, right: 47))
        scrollView.contentInsetAdjustmentBehavior = .always
        scrollView.contentSize = .zero
        #expect(scrollView.adjustedContentInset == EdgeInsets(top: 10, left: 47, bottom: 31, right: 47))
    }

    @Test("Content resting at the top moves to the new inset when the adjusted inset changes, and is told")
    func restingOffsetFollowsInset() throws {
        let window = try Window(device: "iphone-14")
        let controller = ScrollingController()
        let recorder = ScrollRecorder()
        controller.loadViewIfNeeded()
        let scrollView = try #require(controller.scrollView)
        scrollView.delegate = recorder
        scrollView.contentSize = Size(width: 390, height: 2000)
        window.rootViewController = controller
        window.runUntilIdle()
        // At rest at the top the content sits below the 47 pt safe area: offset −47.
        #expect(scrollView.contentOffset == Point(x: 0, y: -47))
        #expect(recorder.insetChanges == 1)
    }

    @Test("An animated offset change steps on the clock with an ease-in-out curve and ends on time")
    func animatedOffset() throws {
        let (window, scrollView) = try fullScreenScrollView(contentSize: Size(width: 390, height: 2000))
        scrollView.contentOffset = .zero
        let recorder = ScrollRecorder()
        scrollView.delegate = recorder
        scrollView.setContentOffset(Point(x: 0, y: 300), animated: true)
        #expect(scrollView.contentOffset == .zero, "nothing moves before the clock does")
        window.advance(by: 0.05)
        // A sixth of the way: an ease-in curve is still below the linear 300 / 6 = 50.
        #expect(scrollView.contentOffset.y > 0 && scrollView.contentOffset.y < 50)
        window.advance(by: 0.1)
        // Halfway (0.15 of 0.3 s): a symmetric ease-in-out is at exactly half, 150.
        #expect(abs(scrollView.contentOffset.y - 150) < 1e-9)
        window.advance(by: 0.15)
        #expect(scrollView.contentOffset == Point(x: 0, y: 300))
        #expect(recorder.animationsEnded == 1)
        #expect(recorder.scrolls == 18, "one step per frame at 60 fps over 0.3 s")
    }

    @Test("A pan scrolls the content with the finger and stops at the content's edges")
    func panScrolls() throws {
        let (window, scrollView) = try fullScreenScrollView(contentSize: Size(width: 390, height: 2000))
        let recorder = ScrollRecorder()
        scrollView.delegate = recorder
        #expect(scrollView.contentOffset == Point(x: 0, y: -57), "at rest: safe area 47 + inset 10")
        window.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 400), duration: 0.2)
        // 200 pt up: the offset grows by 200.
        #expect(scrollView.contentOffset == Point(x: 0, y: 143))
        #expect(recorder.draggingBegan == 1 && recorder.draggingEnded == 1)
        window.drag(from: Point(x: 200, y: 200), to: Point(x: 200, y: 700), duration: 0.2)
        #expect(scrollView.contentOffset == Point(x: 0, y: -57), "clamped at the top")
        window.drag(from: Point(x: 200, y: 800), to: Point(x: 100, y: 100), duration: 0.2)
        window.drag(from: Point(x: 200, y: 800), to: Point(x: 100, y: 100), duration: 0.2)
        window.drag(from: Point(x: 200, y: 800), to: Point(x: 100, y: 100), duration: 0.2)
        // Bottom: content 2000 + adjusted bottom 44 − height 844 = 1200; x stays 0 (not wider than the view).
        #expect(scrollView.contentOffset == Point(x: 0, y: 1200))
        scrollView.isScrollEnabled = false
        window.drag(from: Point(x: 200, y: 200), to: Point(x: 200, y: 700), duration: 0.2)
        #expect(scrollView.contentOffset == Point(x: 0, y: 1200), "a disabled scroll view does not move")
    }

    @Test("The content guide is the content's rectangle; the frame guide the visible one")
    func layoutGuides() {
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        scrollView.contentSize = Size(width: 300, height: 900)
        scrollView.contentOffset = Point(x: 0, y: 120)
        #expect(scrollView.contentLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 300, height: 900))
        #expect(scrollView.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 120, width: 300, height: 200))
    }
}

@Suite("Scroll view guides with Auto Layout")
struct ScrollViewGuideConstraintTests {
    @Test("Content pinned to the content guide stays put in the content when the view scrolls and lays out")
    func contentGuideConstraints() throws {
        let window = try Window(device: "iphone-14")
        let controller = ViewController()
        window.rootViewController = controller
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = Size(width: 390, height: 2000)
        let header = View()
        header.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(header)
        controller.view.addSubview(scrollView)
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            header.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            header.widthAnchor.constraint(equalToConstant: 390),
            header.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        #expect(header.frame == Rect(x: 0, y: 20, width: 390, height: 100))
        scrollView.contentOffset = Point(x: 0, y: 300)
        scrollView.setNeedsLayout()
        window.layoutIfNeeded()
        // In content coordinates the header has not moved; on the window it is 300 pt higher: 20 − 300.
        #expect(header.frame == Rect(x: 0, y: 20, width: 390, height: 100))
        #expect(header.convert(Point.zero, to: nil) == Point(x: 0, y: -280))
    }
}
