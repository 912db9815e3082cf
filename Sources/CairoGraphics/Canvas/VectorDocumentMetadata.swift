import Foundation

/// What a vector document says about itself: a title (PDF `Title`, SVG `<title>`) and, in a PDF, a creation
/// date. The date is fixed, so the same drawing always gives the same bytes: `SOURCE_DATE_EPOCH` when the
/// environment sets it (the reproducible-builds convention), otherwise the Unix epoch. cairo would otherwise
/// stamp the current time. SVG documents carry no date.
public struct VectorDocumentMetadata: Hashable, Sendable {
    /// The document title (PDF `Title`, SVG `<title>`); `nil` leaves it out.
    public var title: String?
    /// The creation date, as seconds since 1970.
    public var creationDate: Int

    /// Metadata with `title` and the reproducible creation date.
    public init(title: String? = nil, creationDate: Int = VectorDocumentMetadata.reproducibleCreationDate()) {
        self.title = title
        self.creationDate = creationDate
    }

    /// `SOURCE_DATE_EPOCH` when it holds a whole number of seconds, otherwise 0.
    public static func reproducibleCreationDate(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> Int
    {
        environment["SOURCE_DATE_EPOCH"].flatMap { Int($0) }.map { max(0, $0) } ?? 0
    }

    /// The creation date in the ISO 8601 form cairo's PDF metadata takes (`2024-05-01T12:00:00Z`).
    var isoCreationDate: String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(creationDate)))
    }
}
