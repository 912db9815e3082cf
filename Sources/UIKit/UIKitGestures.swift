// UIKit's gesture names for PresentationKit's recognizers. Targets are closures on Linux: `#selector` needs
// the Objective-C runtime, so code shared with iOS writes
//
//     #if canImport(ObjectiveC)
//         let tap = UITapGestureRecognizer(target: self, action: #selector(dimmingViewTapped))
//     #else
//         let tap = UITapGestureRecognizer { [unowned self] _ in self.dimmingViewTapped() }
//     #endif

import PresentationKit

/// `UIGestureRecognizer`: `GestureRecognizer` (closure targets instead of `#selector`).
public typealias UIGestureRecognizer = GestureRecognizer
/// `UIGestureRecognizerDelegate`: `GestureRecognizerDelegate`.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// `UIPanGestureRecognizer`: `PanGestureRecognizer`.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// `UITapGestureRecognizer`: `TapGestureRecognizer`.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// `UIScreenEdgePanGestureRecognizer`: `ScreenEdgePanGestureRecognizer`.
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
/// `UITouch`: `Touch`.
public typealias UITouch = Touch
/// `UIRectEdge`: `RectEdge`.
public typealias UIRectEdge = RectEdge
/// `UISwipeGestureRecognizer`: `SwipeGestureRecognizer`.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
