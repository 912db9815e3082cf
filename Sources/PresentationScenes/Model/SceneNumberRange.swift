/// The values a number field of a scene, figure or gallery matrix file accepts, and the unit its error
/// messages name: "must be between 0 and 60 s, got 61". The schemas (`Fixtures/scene.schema.json`,
/// `Fixtures/figure.schema.json`) state the same bounds as `minimum` and `maximum`.
public struct SceneNumberRange: Sendable, Equatable {
    /// The smallest accepted value.
    public let lowest: Double
    /// The largest accepted value.
    public let highest: Double
    /// The unit messages print after the bounds (`pt`, `s`), or empty for plain numbers.
    public let unit: String

    /// A range of `bounds`, in `unit`.
    public init(_ bounds: ClosedRange<Double>, unit: String = "") {
        lowest = bounds.lowerBound
        highest = bounds.upperBound
        self.unit = unit
    }

    /// A range of whole numbers.
    public init(_ bounds: ClosedRange<Int>) {
        self.init(Double(bounds.lowerBound)...Double(bounds.upperBound))
    }

    /// Whether `value` is accepted (NaN never is).
    public func contains(_ value: Double) -> Bool { value >= lowest && value <= highest }

    /// `between 0 and 60 s`.
    public var description: String {
        let suffix = unit.isEmpty ? "" : " \(unit)"
        return "between \(SceneNumberFormat.text(lowest)) and \(SceneNumberFormat.text(highest))\(suffix)"
    }

    /// The message for a value outside the range: `must be between 0 and 60 s, got 61`.
    public func refusal(of value: Double) -> String {
        "must be \(description), got \(SceneNumberFormat.text(value))"
    }
}
