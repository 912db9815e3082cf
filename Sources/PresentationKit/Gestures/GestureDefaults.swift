import Foundation

/// UIKit's private gesture constants, with where each value comes from. Not in the metrics table because
/// they do not change between the eras modelled; each recognizer copies its value into a property that can
/// be changed.
enum GestureDefaults {
    /// How far (points, straight-line) the touches move before a pan begins.
    ///
    /// Source: `+[UIPanGestureRecognizer _defaultHysteresis]` (a private class method listed in the public
    /// iOS runtime-header dumps) returns 10, as read with LLDB from UIKitCore in a published disassembly
    /// note; the Omni Group's open-source `OUILongPressGestureRecognizer` uses the same 10-point hysteresis
    /// for the same purpose. UIKit multiplies it by a per-input "sloppiness" factor (1 for a finger) and may
    /// compare each axis rather than the distance; the straight-line distance is used here. Confidence:
    /// approx.
    static let panHysteresis: Double = 10

    /// How far (points) from the edge a touch must come down for a screen-edge pan, on the left, right and
    /// top edges.
    ///
    /// Source: decompiled UIKitCore, `-[_UIScreenEdgePanRecognizerEdgeSettings setDefaultValues]` sets
    /// `edgeRegionSize` to 13 (some device classes replace it with 9–10 % of the screen's reference width
    /// behind a device-capability check that cannot be read; 13 is used for every device). Confidence: approx.
    static let screenEdgeRegion: Double = 13

    /// The edge region for the bottom edge, points. Source: the same method sets `bottomEdgeRegionSize` to
    /// 11. Confidence: approx.
    static let screenBottomEdgeRegion: Double = 11

    /// How far (points) the touches move before a screen-edge pan begins. Source: the same method sets the
    /// edge recognizer's `hysteresis` to 15. Confidence: approx.
    static let screenEdgeHysteresis: Double = 15

    /// How far (points) a finger may wander between touching down and lifting for a tap to still count.
    ///
    /// Source: UIKit's tap recognizer keeps its `allowableMovement` private (its default sits in a constant
    /// pool the decompiled listings do not show); 10 is the documented default of
    /// `UILongPressGestureRecognizer.allowableMovement`, used here as the closest published value, and it
    /// matches ``panHysteresis`` so that a movement is either a tap or a pan. Confidence: guess.
    static let tapAllowableMovement: Double = 10

    /// The longest pause (seconds) between the taps of a multiple tap. Source: decompiled UIKitCore,
    /// `-[UITapRecognizer init]` sets `_maximumIntervalBetweenSuccessiveTaps` to 0.35. Confidence: exact.
    static let maximumIntervalBetweenTaps: Double = 0.35

    /// How far (points) the fingers move along a swipe's direction before it recognizes. UIKit's value is a
    /// private ivar of `UISwipeGestureRecognizer` (`_minimumPrimaryMovement`, named in the public runtime
    /// headers; its default is not published); 50 points is an estimate from how far a short flick travels.
    /// Confidence: guess.
    static let swipeMinimumDistance: Double = 50

    /// The longest a swipe may take (seconds) from touch-down. UIKit keeps it in the private
    /// `_maximumDuration` ivar; 0.5 s is an estimate. Confidence: guess.
    static let swipeMaximumDuration: Double = 0.5

    /// The straight-line distance between two points.
    static func distance(from start: Point, to end: Point) -> Double {
        hypot(end.x - start.x, end.y - start.y)
    }
}
