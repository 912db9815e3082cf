// CoreGraphics on Linux: Foundation's CGFloat, CGPoint, CGSize and CGRect (the core's own geometry), plus
// the Core Graphics names Foundation lacks. Built only on Linux; on Apple platforms the real framework wins.

@_exported import Foundation
import PresentationKit

/// Core Graphics' affine transform: PresentationKit's ``PresentationKit/AffineTransform`` under its Apple
/// name. Differs from Apple's in one place: `inverted()` returns `nil` for a singular transform, where Core
/// Graphics returns the transform unchanged.
public typealias CGAffineTransform = PresentationKit.AffineTransform

/// Core Graphics' colour: a colour's sRGB components (``PresentationKit/ColorComponents``).
public typealias CGColor = PresentationKit.ColorComponents

/// Core Graphics' vector (`dx`, `dy`): ``PresentationKit/Vector``.
public typealias CGVector = PresentationKit.Vector
