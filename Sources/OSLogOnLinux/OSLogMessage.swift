/// A log message written as a string literal with interpolations, as `OSLogMessage`. The interpolations take
/// the privacy, format and alignment arguments Apple's take; values are captured unevaluated and, on Linux,
/// never evaluated.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: OSLogInterpolation) {}
}

/// The interpolations of an ``OSLogMessage``.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}

    /// Any value, with a privacy.
    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, privacy: OSLogPrivacy = .auto)
    {}
    /// Any value in a column.
    public mutating func appendInterpolation<T>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment, privacy: OSLogPrivacy = .auto
    ) {}
    /// An integer in a format.
    public mutating func appendInterpolation<T: BinaryInteger>(
        _ value: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {}
    /// A floating-point number in a format.
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(
        _ value: @autoclosure @escaping () -> T, format: OSLogFloatFormatting,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {}
    /// A Boolean as true/false or yes/no.
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat, privacy: OSLogPrivacy = .auto
    ) {}
}

/// How much of an interpolated value the log may show, as `OSLogPrivacy`.
public struct OSLogPrivacy: Hashable, Sendable {
    /// How a private value is masked.
    public enum Mask: Hashable, Sendable {
        /// Replaced by a hash of the value.
        case hash
        /// Replaced by `<private>`.
        case none
    }

    let kind: UInt8
    let mask: Mask

    /// Shown.
    public static let `public` = OSLogPrivacy(kind: 0, mask: .none)
    /// Hidden unless a profile reveals it.
    public static let `private` = OSLogPrivacy(kind: 1, mask: .none)
    /// Hidden always.
    public static let sensitive = OSLogPrivacy(kind: 2, mask: .none)
    /// Dynamic strings and objects hidden, scalars shown (the default).
    public static let auto = OSLogPrivacy(kind: 3, mask: .none)
    /// Hidden, masked with `mask`.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: 1, mask: mask) }
    /// Hidden always, masked with `mask`.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: 2, mask: mask) }
    /// The default, masked with `mask`.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: 3, mask: mask) }
}

/// A column width and side for an interpolated value, as `OSLogStringAlignment`.
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    /// No padding.
    public static let none = OSLogStringAlignment(columns: 0)
    /// Padded on the right to `columns`.
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: 0)
    }
    /// Padded on the left to `columns`.
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: 0)
    }
}

/// How an integer is written, as `OSLogIntegerFormatting`.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    /// Base 10.
    public static let decimal = OSLogIntegerFormatting(radix: 10)
    /// Base 16.
    public static let hex = OSLogIntegerFormatting(radix: 16)
    /// Base 8.
    public static let octal = OSLogIntegerFormatting(radix: 8)
    /// Base 10 with options.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int = 0)
        -> OSLogIntegerFormatting
    { .decimal }
    /// Base 16 with options.
    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: @autoclosure @escaping () -> Int = 0
    ) -> OSLogIntegerFormatting { .hex }
    /// Base 8 with options.
    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: @autoclosure @escaping () -> Int = 0
    ) -> OSLogIntegerFormatting { .octal }
}

/// How a floating-point number is written, as `OSLogFloatFormatting`.
public struct OSLogFloatFormatting: Sendable {
    let style: UInt8
    /// Fixed-point.
    public static let fixed = OSLogFloatFormatting(style: 0)
    /// Hexadecimal.
    public static let hex = OSLogFloatFormatting(style: 1)
    /// Exponent notation.
    public static let exponential = OSLogFloatFormatting(style: 2)
    /// Fixed or exponent, whichever is shorter.
    public static let hybrid = OSLogFloatFormatting(style: 3)
    /// Fixed-point with options.
    public static func fixed(
        precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting { .fixed }
    /// Fixed-point with a sign option.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        .fixed
    }
    /// Exponent notation with options.
    public static func exponential(
        precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting { .exponential }
    /// Fixed or exponent with options.
    public static func hybrid(
        precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting { .hybrid }
}

/// How a Boolean is written, as `OSLogBoolFormat`.
public enum OSLogBoolFormat: Sendable {
    /// `true` / `false`.
    case truth
    /// `YES` / `NO`.
    case answer
}
