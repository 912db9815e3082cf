import Foundation

/// One image of a fixture in the report: the reference, the actual picture or the difference.
struct VerifyFigure {
    /// `reference.png`, `actual.png` or `difference.png`.
    let fileName: String
    /// The caption.
    let caption: String
    /// The PNG data.
    let data: Data

    /// The images shown for a fixture: for a failed picture the reference (if any), the actual picture and
    /// the difference (if any); for a recorded one the picture; none when the picture matched.
    static func figures(for result: VerifyResult) -> [VerifyFigure] {
        let actual = { (caption: String) in
            result.actualPNG.map { VerifyFigure(fileName: "actual.png", caption: caption, data: $0) }
        }
        switch result.image {
        case .matched: return []
        case .recorded: return [actual("Recorded")].compactMap { $0 }
        case .missing: return [actual("Actual (no reference)")].compactMap { $0 }
        case .unreadable: return [actual("Actual (the reference cannot be read)")].compactMap { $0 }
        case .differs(_, let artifacts):
            return [
                result.referencePNG.map { VerifyFigure(fileName: "reference.png", caption: "Reference", data: $0) },
                actual("Actual"),
                artifacts["difference.png"].map {
                    VerifyFigure(fileName: "difference.png", caption: "Difference", data: $0)
                },
            ]
            .compactMap { $0 }
        }
    }

    /// The path relative to the report page.
    func path(in name: String) -> String { "images/\(name)/\(fileName)" }
}
