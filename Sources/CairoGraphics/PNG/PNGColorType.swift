/// The PNG colour types the encoder writes (PNG specification, section 11.2.2).
enum PNGColorType: UInt8 {
    /// Red, green, blue: opaque images.
    case rgb = 2
    /// Red, green, blue and straight alpha.
    case rgba = 6
}
