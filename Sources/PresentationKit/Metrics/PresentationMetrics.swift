/// The metrics table resolved for one era: `metrics[.sheetTopOffset]`.
public struct PresentationMetrics: Sendable {
    /// The era these values belong to.
    public let era: Era
    /// Values indexed by ``Metric/rawValue``.
    private let values: [Double]

    /// The table's values for an era.
    public init(era: Era) {
        self.era = era
        var values = [Double](repeating: 0, count: Metric.allCases.count)
        for definition in MetricsTable.definitions { values[definition.metric.rawValue] = definition.value(in: era) }
        self.values = values
    }

    /// The value of a constant in this era.
    public subscript(metric: Metric) -> Double {
        values.indices.contains(metric.rawValue) ? values[metric.rawValue] : 0
    }

    /// The resolved table of an era, built once per era.
    public static func of(_ era: Era) -> PresentationMetrics {
        switch era {
        case .ios12: ios12
        case .ios13: ios13
        case .ios15: ios15
        case .ios17: ios17
        case .ios18: ios18
        }
    }

    private static let ios12 = PresentationMetrics(era: .ios12)
    private static let ios13 = PresentationMetrics(era: .ios13)
    private static let ios15 = PresentationMetrics(era: .ios15)
    private static let ios17 = PresentationMetrics(era: .ios17)
    private static let ios18 = PresentationMetrics(era: .ios18)
}
