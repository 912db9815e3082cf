import PresentationKit

/// The device body drawn around the screen: how far it reaches past each screen edge, its outer corner
/// radius and, on a Home-button device, the home button, the earpiece and the front camera.
///
/// Devices with a full-screen display get a flat band of ``RenderOptions/deviceFrameWidth`` on every side,
/// its corners the display's grown by the band. Home-button devices (iPhone 8, 8 Plus, SE, iPad 9th
/// generation) get their real proportions (``HomeButtonFace``): a forehead with the earpiece and camera, a
/// chin with the round home button, and sides as wide as the body's. In landscape the forehead is on the
/// left, the home button on the right (UIKit's `landscapeRight`).
struct DeviceFrame: Equatable {
    /// How far the body reaches past each screen edge, in points.
    let insets: EdgeInsets
    /// The body's corner radius, in points.
    let outerCornerRadius: Double
    /// The home button's circle in the screen's coordinates (origin at the screen's top-left corner).
    let homeButton: Rect?
    /// The earpiece slot in the screen's coordinates.
    let earpiece: Rect?
    /// The front camera's circle in the screen's coordinates.
    let camera: Rect?

    /// The frame around `tree`'s screen; `band` is the flat band's width (already on the pixel grid), `snap`
    /// puts a length on the grid. A window that is a slice of the screen (Split View) gets the flat band.
    init(tree: RenderTree, band: Double, snap: (Double) -> Double) {
        let fullScreen = tree.size == tree.screenSize
        guard fullScreen, let face = HomeButtonFace.of(device: tree.device) else {
            insets = EdgeInsets(top: band, left: band, bottom: band, right: band)
            outerCornerRadius = tree.displayCornerRadius + band
            homeButton = nil
            earpiece = nil
            camera = nil
            return
        }
        let landscape = tree.orientation == .landscape
        let portraitScreen =
            landscape ? Size(width: tree.size.height, height: tree.size.width) : tree.size
        let portrait = face.portraitInsets(screen: portraitScreen)
        let (forehead, chin, side) = (snap(portrait.top), snap(portrait.bottom), snap(portrait.left))
        insets =
            landscape
            ? EdgeInsets(top: side, left: forehead, bottom: side, right: chin)
            : EdgeInsets(top: forehead, left: side, bottom: chin, right: side)
        outerCornerRadius = face.points(face.bodyCornerRadius)
        let features = Self.portraitFeatures(
            of: face, screen: portraitScreen, forehead: forehead, chin: chin)
        let place = { (rect: Rect) in landscape ? Self.turnedToLandscape(rect, portraitScreen: portraitScreen) : rect }
        homeButton = place(features.homeButton)
        earpiece = features.earpiece.map(place)
        camera = place(features.camera)
    }

    /// The outline of the whole body around `screen` (canvas points).
    func body(around screen: Rect) -> Rect {
        Rect(
            x: screen.minX - insets.left, y: screen.minY - insets.top,
            width: screen.width + insets.left + insets.right, height: screen.height + insets.top + insets.bottom)
    }

    /// The narrowest side of the band, in points.
    var narrowest: Double { min(insets.top, insets.left, insets.bottom, insets.right) }

    /// Home button, earpiece and camera on a portrait face, in the screen's coordinates.
    private static func portraitFeatures(of face: HomeButtonFace, screen: Size, forehead: Double, chin: Double)
        -> (homeButton: Rect, earpiece: Rect?, camera: Rect)
    {
        let middle = screen.width / 2
        let button = face.points(HomeButtonFace.homeButtonDiameter)
        let homeButton = Rect(
            x: middle - button / 2, y: screen.height + (chin - button) / 2, width: button, height: button)
        let foreheadMiddle = -forehead / 2
        let cameraSide = face.points(HomeButtonFace.cameraDiameter)
        guard face.hasEarpiece else {
            let camera = Rect(
                x: middle - cameraSide / 2, y: foreheadMiddle - cameraSide / 2, width: cameraSide, height: cameraSide)
            return (homeButton, nil, camera)
        }
        let (length, height) = (face.points(HomeButtonFace.earpieceLength), face.points(HomeButtonFace.earpieceHeight))
        let earpiece = Rect(x: middle - length / 2, y: foreheadMiddle - height / 2, width: length, height: height)
        let cameraX = middle - face.points(HomeButtonFace.cameraOffsetBesideEarpiece)
        let camera = Rect(
            x: cameraX - cameraSide / 2, y: foreheadMiddle - cameraSide / 2, width: cameraSide, height: cameraSide)
        return (homeButton, earpiece, camera)
    }

    /// A rectangle of the portrait face in the landscape screen's coordinates: the device turned a quarter
    /// anticlockwise, so the portrait top goes to the left.
    private static func turnedToLandscape(_ rect: Rect, portraitScreen: Size) -> Rect {
        Rect(x: rect.minY, y: portraitScreen.width - rect.maxX, width: rect.height, height: rect.width)
    }
}
