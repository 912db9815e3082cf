import PresentationKit

extension SceneDetent {
    /// The identifier the live detent carries; scene detents and live identifiers map one to one.
    var identifier: SheetPresentationController.Detent.Identifier {
        switch self {
        case .medium: .medium
        case .large: .large
        case .fraction(let value): .init("scene.fraction.\(value)")
        case .height(let value): .init("scene.height.\(value)")
        }
    }

    /// The live detent.
    func makeDetent() -> SheetPresentationController.Detent {
        switch self {
        case .medium: return .medium()
        case .large: return .large()
        case .fraction(let value):
            return .custom(identifier: identifier) { $0.maximumDetentValue * value }
        case .height(let value):
            return .custom(identifier: identifier) { _ in value }
        }
    }
}
