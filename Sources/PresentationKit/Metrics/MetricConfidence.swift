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
