// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Foundation's version constants, which iOS code compares to tell old systems apart. Values: the iOS SDK's
// NSObjCRuntime.h.

/// The running Foundation's version (`NSFoundationVersionNumber`). Apple stopped naming iOS versions after
/// iOS 9 and publishes no current value, so this answers 2000: later than every named constant, which is
/// what the comparisons in real code (`<= NSFoundationVersionNumber_iOS_7_1`) are asking.
public let NSFoundationVersionNumber: Double = 2000

/// Foundation's version on iOS 7.0.
public let NSFoundationVersionNumber_iOS_7_0: Double = 1047.20
/// Foundation's version on iOS 7.1.
public let NSFoundationVersionNumber_iOS_7_1: Double = 1047.25
/// Foundation's version on iOS 8.0.
public let NSFoundationVersionNumber_iOS_8_0: Double = 1140.11
/// The last Foundation version of iOS 8.
public let NSFoundationVersionNumber_iOS_8_x_Max: Double = 1199
/// Foundation's version on iOS 9.0.
public let NSFoundationVersionNumber_iOS_9_0: Double = 1240.1
/// The last Foundation version of iOS 9.
public let NSFoundationVersionNumber_iOS_9_x_Max: Double = 1299
