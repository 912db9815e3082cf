/// One row of the metrics table: what a constant means, its value from each era on, and its source.
public struct MetricDefinition: Sendable {
    /// The constant.
    public let metric: Metric
    /// What it is, with its unit.
    public let summary: String
    /// Value changes in release order: each pair gives the value from that era onwards.
    public let values: [(since: Era, value: Double)]
    /// Where the value comes from (tags refer to `uikit-presentation.md`'s source key).
    public let source: String
    /// How sure the value is.
    public let confidence: MetricConfidence

    /// A constant that is the same in every era.
    init(_ metric: Metric, _ value: Double, _ summary: String, source: String, _ confidence: MetricConfidence) {
        self.init(metric, [(.ios12, value)], summary, source: source, confidence)
    }

    /// A constant that changes between eras.
    init(
        _ metric: Metric, _ values: [(since: Era, value: Double)], _ summary: String, source: String,
        _ confidence: MetricConfidence
    ) {
        self.metric = metric
        self.values = values
        self.summary = summary
        self.source = source
        self.confidence = confidence
    }

    /// The value in force in an era.
    public func value(in era: Era) -> Double {
        values.last { $0.since <= era }?.value ?? values.first?.value ?? 0
    }
}

/// How sure the metrics table is of a value, using the reference document's scale.
public enum MetricConfidence: String, Hashable, Sendable, Codable {
    /// Read from Apple documentation or decompiled UIKit.
    case exact
    /// Measured on a device or simulator by someone.
    case measured
    /// Derived from several sources or a third-party re-implementation.
    case approx
    /// Plausible, unconfirmed.
    case guess
}
