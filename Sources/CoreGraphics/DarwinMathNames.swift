// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The C math library's names that iOS code reaches through Darwin and Glibc lacks.

/// The largest finite `Float` (Darwin's `HUGE`, defined as `MAXFLOAT`). iOS code writes
/// `animation.repeatCount = HUGE` for an animation that repeats for ever.
public let HUGE: Float = .greatestFiniteMagnitude

/// The largest finite `Float` (Darwin's `MAXFLOAT`).
public let MAXFLOAT: Float = .greatestFiniteMagnitude
