/// The detent a sheet rests at and whether it is dimmed there.
struct DetentResolution {
    /// Height above the bottom safe area.
    let selectedValue: Double
    /// Whether the selected detent is the full height.
    let isAtMaximum: Bool
    /// Whether the dimming view shows (the selected detent is above the largest undimmed one).
    let isDimmed: Bool

    /// Resolves the configuration's detents against a maximum height. With detents disabled (before
    /// iOS 15) the sheet is at full height and dimmed.
    init(sheet: SheetConfiguration, traits: TraitCollection, maximum: Double, enabled: Bool) {
        guard enabled else {
            selectedValue = maximum
            isAtMaximum = true
            isDimmed = true
            return
        }
        let context = SheetPresentationControllerDetentResolutionContext(
            containerTraitCollection: traits, maximumDetentValue: maximum)
        let active = sheet.detents.compactMap { detent in
            detent.resolvedValue(in: context).map { (identifier: detent.identifier, value: $0) }
        }
        let chosen =
            active.first { $0.identifier == sheet.selectedDetentIdentifier }
            ?? active.min { $0.value < $1.value }
        let value = chosen?.value ?? maximum
        selectedValue = value
        isAtMaximum = value >= maximum - 0.5
        if let undimmed = sheet.largestUndimmedDetentIdentifier,
            let limit = active.first(where: { $0.identifier == undimmed })?.value
        {
            isDimmed = value > limit
        } else {
            isDimmed = true
        }
    }
}
