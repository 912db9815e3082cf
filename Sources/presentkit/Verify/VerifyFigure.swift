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
        switch result.image {
        case .matched: return []
        case .recorded: return [VerifyFigure(fileName: "actual.png", caption: "Recorded", data: result.actualPNG)]
        case .missing:
            return [VerifyFigure(fileName: "actual.png", caption: "Actual (no reference)", data: result.actualPNG)]
        case .differs(_, let artifacts):
            return [
                result.referencePNG.map { VerifyFigure(fileName: "reference.png", caption: "Reference", data: $0) },
                VerifyFigure(fileName: "actual.png", caption: "Actual", data: result.actualPNG),
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
