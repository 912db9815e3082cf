/// The metrics table resolved for one era: `metrics[.sheetTopOffset]`.
public struct PresentationMetrics: Sendable {
    /// The era these values belong to.
    public let era: Era
    private let values: [Metric: Double]

    /// The table's values for an era.
    public init(era: Era) {
        self.era = era
        var values: [Metric: Double] = [:]
        for definition in MetricsTable.definitions { values[definition.metric] = definition.value(in: era) }
        self.values = values
    }

    /// The value of a constant in this era.
    public subscript(metric: Metric) -> Double { values[metric] ?? 0 }

    /// The resolved tables of every era, built once.
    public static func of(_ era: Era) -> PresentationMetrics {
        resolved[era] ?? PresentationMetrics(era: era)
    }

    private static let resolved: [Era: PresentationMetrics] = Dictionary(
        uniqueKeysWithValues: Era.allCases.map { ($0, PresentationMetrics(era: $0)) })
}
