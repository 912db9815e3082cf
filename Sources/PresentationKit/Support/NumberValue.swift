import Foundation

/// Numbers that UIKit-style APIs take as `Any` (attribute values, metrics, animation values, motion-effect
/// ranges), read whichever numeric type holds them.
enum NumberValue {
    /// `value` as a `Double` when it is a Swift or Foundation number, else `nil`.
    static func double(from value: Any?) -> Double? {
        switch value {
        case let number as Double: number
        case let number as CGFloat: Double(number)
        case let number as Float: Double(number)
        case let number as Int: Double(number)
        case let number as NSNumber: number.doubleValue
        default: nil
        }
    }
}
