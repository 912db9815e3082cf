/// Which of UIKit's two bar appearances a navigation or tab bar shows: the `standardAppearance` (the bar
/// material with a hairline) or, from iOS 15, the `scrollEdgeAppearance` (no background, no hairline) while
/// the content does not reach under the bar.
enum BarAppearance {
    /// The bar material and the hairline.
    case standard
    /// Transparent: no background and no hairline.
    case scrollEdge

    /// The appearance in an `era` for content that does or does not reach under the bar. Before iOS 15
    /// bars always show the standard appearance.
    init(era: Era, contentReachesUnderBar: Bool) {
        self = era < .ios15 || contentReachesUnderBar ? .standard : .scrollEdge
    }

    /// Gives `background` the bar colour and shows `hairline` for the standard appearance; clears the
    /// background and hides the hairline for the scroll-edge one.
    func apply(background: View, hairline: View) {
        background.backgroundColor = self == .standard ? .barBackground : nil
        hairline.isHidden = self == .scrollEdge
        hairline.backgroundColor = .separator
    }
}
