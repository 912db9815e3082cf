/// What a custom detent's resolver is told, as `UISheetPresentationControllerDetentResolutionContext`.
public struct SheetPresentationControllerDetentResolutionContext: Sendable {
    /// The traits of the sheet's container.
    public let containerTraitCollection: TraitCollection
    /// The height of the full-height detent, excluding the bottom safe area of an edge-attached sheet.
    public let maximumDetentValue: Double
}
