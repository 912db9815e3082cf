import PresentationKit
import Testing

/// Animation blocks in the callback trace. (The reference traces of every built-in style are snapshot tests
/// in `PresentationSnapshotTestingTests/CallbackTraceReferenceTests`.)
@Suite struct CallbackTraceTests {
    @Test func animatedRotationMovesFramesOverTheRotationDuration() throws {
        let (window, root) = try Fixture.window("ipad-pro-11")
        try Fixture.present(.formSheet, on: root, in: window)
        let before = try #require(window.renderTree().presented).frame
        try window.rotate(to: .landscape, animated: true)
        #expect(window.isTransitioning)
        window.advance(by: window.environment.metrics[.rotationDuration] / 2)
        let midway = try #require(window.renderTree().presented).frame
        window.runUntilIdle()
        let after = try #require(window.renderTree().presented).frame
        #expect(before != after)
        #expect(midway.minX > min(before.minX, after.minX) && midway.minX < max(before.minX, after.minX))
        #expect(window.callbackTrace.contains { $0.event.hasPrefix("begin 0.400s easeInOut") })
    }
}
