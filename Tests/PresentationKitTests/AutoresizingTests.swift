import PresentationKit
import Testing

/// UIKit's autoresizing: on each axis a superview's size change is shared by the subview's flexible parts
/// in proportion to their lengths (AppKit documents the rule; UIKit follows it).
@Suite struct AutoresizingTests {
    private func resized(_ mask: View.AutoresizingMask, frame: Rect, from old: Size, to new: Size) -> Rect {
        let container = View(frame: Rect(origin: .zero, size: old))
        let child = View(frame: frame)
        child.autoresizingMask = mask
        container.addSubview(child)
        container.frame = Rect(origin: .zero, size: new)
        return child.frame
    }

    @Test func aFlexibleSizeTakesTheWholeChange() {
        let frame = resized(
            [.flexibleWidth, .flexibleHeight], frame: Rect(x: 0, y: 0, width: 100, height: 50),
            from: Size(width: 100, height: 50), to: Size(width: 300, height: 80))
        #expect(frame == Rect(x: 0, y: 0, width: 300, height: 80))
    }

    @Test func aFlexibleLeftMarginKeepsTheRightMargin() {
        let frame = resized(
            .flexibleLeftMargin, frame: Rect(x: 70, y: 0, width: 20, height: 10),
            from: Size(width: 100, height: 10), to: Size(width: 200, height: 10))
        #expect(frame == Rect(x: 170, y: 0, width: 20, height: 10))
    }

    @Test func flexibleMarginsShareTheChangeInProportion() {
        // Margins 10 and 70 share 30 points: 3.75 and 26.25.
        let frame = resized(
            [.flexibleLeftMargin, .flexibleRightMargin], frame: Rect(x: 10, y: 0, width: 20, height: 10),
            from: Size(width: 100, height: 10), to: Size(width: 130, height: 10))
        #expect(frame == Rect(x: 13.75, y: 0, width: 20, height: 10))
    }

    @Test func noMaskOrNoAutoresizingLeavesTheFrame() {
        let frame = Rect(x: 10, y: 10, width: 20, height: 20)
        #expect(
            resized([], frame: frame, from: Size(width: 100, height: 100), to: Size(width: 50, height: 50)) == frame)
        let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        container.autoresizesSubviews = false
        let child = View(frame: frame)
        child.autoresizingMask = [.flexibleWidth]
        container.addSubview(child)
        container.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        #expect(child.frame == frame)
    }
}
