import PresentationKit

/// The front of a Home-button device around its screen, from Apple's published dimensions: the body's
/// size, the screen's points per millimetre, and where the home button, earpiece and front camera sit.
///
/// Sources: Apple's Tech Specs pages give the bodies (iPhone 8 and iPhone SE 2nd/3rd generation
/// 138.4 × 67.3 mm; iPhone 8 Plus 158.4 × 78.1 mm; iPad 9th generation 250.6 × 174.1 mm; exact) and the
/// screens' densities (326 ppi at 2 pixels per point; the 8 Plus's 1080-pixel-wide, 401-ppi panel showing
/// 414 points; the iPad's 264 ppi at 2 pixels per point; exact). The screen is taken to sit in the middle of
/// the body, so forehead and chin are equal (approximate). The home button, earpiece, camera and body
/// corners are measured from Apple's product images (approximate: within about a millimetre).
struct HomeButtonFace {
    /// The body's height and width in portrait, in millimetres.
    let bodyHeight: Double, bodyWidth: Double
    /// Screen points per millimetre.
    let pointsPerMillimetre: Double
    /// The body's corner radius, in millimetres.
    let bodyCornerRadius: Double
    /// Whether an earpiece slot sits in the forehead (phones), with the camera beside it; otherwise the
    /// camera alone sits in the middle of the forehead (iPad).
    let hasEarpiece: Bool

    /// The home button's diameter (a ring in the middle of the chin), in millimetres.
    static let homeButtonDiameter = 11.0
    /// The earpiece slot's length and height, in millimetres.
    static let earpieceLength = 10.0, earpieceHeight = 1.4
    /// The front camera's diameter, and its centre's distance left of the middle beside an earpiece, in
    /// millimetres.
    static let cameraDiameter = 2.6, cameraOffsetBesideEarpiece = 10.5

    /// The face of the catalog device `identifier`, `nil` for a device without a home button.
    static func of(device identifier: String) -> HomeButtonFace? {
        switch identifier {
        case "iphone-8", "iphone-se": phone47
        case "iphone-8-plus":
            HomeButtonFace(
                bodyHeight: 158.4, bodyWidth: 78.1, pointsPerMillimetre: 401 * 414 / 1080 / 25.4,
                bodyCornerRadius: 11, hasEarpiece: true)
        case "ipad-9":
            HomeButtonFace(
                bodyHeight: 250.6, bodyWidth: 174.1, pointsPerMillimetre: 264 / 2 / 25.4, bodyCornerRadius: 11,
                hasEarpiece: false)
        default: nil
        }
    }

    private static let phone47 = HomeButtonFace(
        bodyHeight: 138.4, bodyWidth: 67.3, pointsPerMillimetre: 326 / 2 / 25.4, bodyCornerRadius: 9.5,
        hasEarpiece: true)

    /// How far the body reaches past each edge of a `screen`-sized portrait screen, in points: the forehead
    /// above, the chin below, equal sides.
    func portraitInsets(screen: Size) -> EdgeInsets {
        let band = (bodyHeight * pointsPerMillimetre - screen.height) / 2
        let side = (bodyWidth * pointsPerMillimetre - screen.width) / 2
        return EdgeInsets(top: band, left: side, bottom: band, right: side)
    }

    /// `length` millimetres in points.
    func points(_ length: Double) -> Double { length * pointsPerMillimetre }
}
