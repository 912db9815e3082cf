/// Options for ``View/animate(withDuration:delay:options:animations:completion:)``, as
/// `UIView.AnimationOptions` (the subset that affects a headless model).
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Start from the value currently on screen rather than the model value. Animations here always
    /// start from the on-screen value, so this option is accepted for source compatibility.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Ease in and out (the default curve).
    public static let curveEaseInOut: AnimationOptions = []
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The timing curve these options select.
    var timingCurve: TimingCurve {
        switch rawValue & (3 << 16) {
        case 1 << 16: .easeIn
        case 2 << 16: .easeOut
        case 3 << 16: .linear
        default: .easeInOut
        }
    }
}
