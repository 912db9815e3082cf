/// The vector document formats a ``VectorCanvas`` can produce.
public enum VectorFormat: Equatable, Hashable, Sendable {
    /// Scalable Vector Graphics (SVG 1.1).
    case svg
    /// Portable Document Format, one page.
    case pdf
}
