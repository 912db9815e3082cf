/// What a view looked like before the sheet stacking pass scaled it back.
struct RecededViewState {
    weak var view: View?
    let cornerRadius: Double
    let maskedCorners: CornerMask
    let cornerCurve: CornerCurve
    let clipsToBounds: Bool
}
