import Foundation

/// A change of a view's properties with the device's tilt, as UIKit's `UIMotionEffect` (its name under
/// `import UIKit`). A snapshot's device is held level, facing the viewer: a viewer offset of zero, where an
/// interpolating effect adds the middle of its range (nothing, for the usual symmetric parallax). Effects
/// answer ``keyPathsAndRelativeValues(forViewerOffset:)`` as UIKit's do; views keep them and draw as on a
/// level device with symmetric effects.
open class MotionEffect: NSObject {
    /// An effect that changes nothing.
    public override init() {
        super.init()
    }

    /// The key paths to change and the amounts to add for a viewer `offset` (−1…1 on each axis); `nil`
    /// changes nothing (`keyPathsAndRelativeValues(forViewerOffset:)`).
    open func keyPathsAndRelativeValues(forViewerOffset offset: Offset) -> [String: Any]? { nil }
}

/// A horizontal and vertical offset (`UIOffset`); for motion effects, how far the viewer has moved from
/// straight in front of the device, −1…1 on each axis.
public struct Offset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset: the device is level, facing the viewer.
    public static let zero = Offset(horizontal: 0, vertical: 0)
}

/// An effect that moves one key path between two values as the device tilts along one axis
/// (`UIInterpolatingMotionEffect`).
open class InterpolatingMotionEffect: MotionEffect {
    /// The tilt axis an effect follows (`UIInterpolatingMotionEffect.EffectType`).
    public enum EffectType: Int, Sendable {
        /// Left and right.
        case tiltAlongHorizontalAxis = 0
        /// Up and down.
        case tiltAlongVerticalAxis = 1
    }

    /// The key path changed, such as `center.x` (`keyPath`).
    public let keyPath: String
    /// The axis followed (`type`).
    public let type: EffectType
    /// The amount added at one end of the tilt (`minimumRelativeValue`).
    open var minimumRelativeValue: Any?
    /// The amount added at the other end (`maximumRelativeValue`).
    open var maximumRelativeValue: Any?

    /// An effect on `keyPath` along `type`'s axis.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// The amount half-way between the minimum and maximum for the axis' offset (numbers only).
    open override func keyPathsAndRelativeValues(forViewerOffset offset: Offset) -> [String: Any]? {
        guard let low = NumberValue.double(from: minimumRelativeValue),
            let high = NumberValue.double(from: maximumRelativeValue)
        else {
            return nil
        }
        let tilt = type == .tiltAlongHorizontalAxis ? offset.horizontal : offset.vertical
        return [keyPath: low + (high - low) * (min(1, max(-1, tilt)) + 1) / 2]
    }

}

/// Several motion effects applied together (`UIMotionEffectGroup`).
open class MotionEffectGroup: MotionEffect {
    /// The effects (`motionEffects`).
    open var motionEffects: [MotionEffect]?

    /// The effects' changes, merged.
    open override func keyPathsAndRelativeValues(forViewerOffset offset: Offset) -> [String: Any]? {
        let changes = (motionEffects ?? []).compactMap { $0.keyPathsAndRelativeValues(forViewerOffset: offset) }
        return changes.isEmpty ? nil : changes.reduce(into: [:]) { $0.merge($1) { _, new in new } }
    }
}
