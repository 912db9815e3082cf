import PresentationScenes

/// The numbers a figure file may give, in one place (`Fixtures/figure.schema.json` states the same bounds).
/// A panel's `at:` instant uses the scene bounds (`SceneLimits.advance`, `SceneLimits.fraction`), and an
/// inline device the device profile's.
public enum FigureLimits {
    /// The most panels one figure may have: 24, a full page of small panels.
    public static let maximumPanels = 24
    /// Panels per grid column or per row of `rows:`: 1…24, from one panel to every panel.
    public static let panelsPerLine = 1...maximumPanels
    /// `zoom`, figure points per screen point: 0.05…4, from a 13" iPad shrunk to a thumbnail to an
    /// iPhone's detail enlarged four times.
    public static let zoom = SceneNumberRange(0.05...4)
    /// `panelHeight`: 40…2000 pt, from a legible thumbnail to a page-high panel.
    public static let panelHeight = SceneNumberRange(40...2000, unit: "pt")
}
