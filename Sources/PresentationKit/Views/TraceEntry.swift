/// One life-cycle call in a window's ``Window/callbackTrace``.
public struct TraceEntry: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Clock time of the call, in seconds.
    public let time: Double
    /// Who was called: a controller's description, or a presentation controller's type and presented controller.
    public let subject: String
    /// The call, e.g. `presentationTransitionWillBegin`.
    public let event: String

    /// `t=0.000 <Subject> event`.
    public var description: String {
        "t=\(LayoutNumberFormat.fixed(time, decimals: 3)) \(subject) \(event)"
    }
}
