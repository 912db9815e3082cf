import Foundation
import WholeNumbers

/// A spinner for work of unknown length, as UIKit's `UIActivityIndicatorView`: spokes around a centre, the
/// leading one darkest, turning clockwise once a second while animating.
///
/// Sizes are UIKit's: 20 × 20 pt for ``Style/medium`` (and the old `.white`/`.gray`), 37 × 37 pt for
/// ``Style/large`` (and `.whiteLarge`), which `intrinsicContentSize` and `sizeToFit()` give. From iOS 13 it has
/// 8 wide spokes in a grey that adapts to dark mode; before, 12 thin ones. A stopped indicator is hidden when
/// ``hidesWhenStopped`` is on (the default), as in UIKit.
///
/// Differs from UIKit: the spokes step round with the window's virtual clock (a frame shows the position at its
/// time) rather than through a Core Animation animation, so `layer.animationKeys()` lists none; the grey is
/// approximate (see the metrics table).
open class ActivityIndicatorView: View {
    /// The indicator's size and default colour, with UIKit's raw values.
    public enum Style: Int, Sendable, Hashable {
        /// 37 pt, white (deprecated in UIKit since iOS 13).
        case whiteLarge = 0
        /// 20 pt, white (deprecated in UIKit since iOS 13).
        case white = 1
        /// 20 pt, grey (deprecated in UIKit since iOS 13).
        case gray = 2
        /// 20 pt, the adaptive grey (iOS 13).
        case medium = 100
        /// 37 pt, the adaptive grey (iOS 13).
        case large = 101
    }

    /// The size and default colour (default ``Style/medium``).
    open var style: Style = .medium {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The spokes' colour; `nil` resets it to the style's.
    open var color: Color! {
        get { customColor ?? style.defaultColor }
        set { customColor = newValue }
    }
    /// Whether the indicator hides while stopped (default `true`).
    open var hidesWhenStopped = true {
        didSet { updateVisibility() }
    }
    /// Whether it is spinning.
    open private(set) var isAnimating = false

    private var customColor: Color?

    /// An indicator of `style`, sized to it.
    public init(style: Style) {
        self.style = style
        super.init(frame: Rect(origin: .zero, size: Size(width: style.side, height: style.side)))
        updateVisibility()
    }

    /// A ``Style/medium`` indicator in `frame`.
    public override init(frame: Rect) {
        super.init(frame: frame)
        updateVisibility()
    }

    /// Always `nil`: there are no archives on Linux.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Starts the spinning (and shows the indicator).
    open func startAnimating() {
        isAnimating = true
        animationStart = window?.clock ?? 0
        updateVisibility()
    }

    /// Stops the spinning (and hides the indicator when ``hidesWhenStopped``).
    open func stopAnimating() {
        isAnimating = false
        updateVisibility()
    }

    /// The style's square: 20 or 37 pt.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: style.side, height: style.side)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    /// When the spinning started, on the window's clock.
    private var animationStart = 0.0

    private func updateVisibility() {
        isHidden = hidesWhenStopped && !isAnimating
    }

    override func renderImage(size: Size, appearance: UserInterfaceStyle) -> RenderImage? {
        let metrics = PresentationMetrics.of(window?.environment.era ?? .latest)
        let spokes = Int(metrics[.activityIndicatorSpokeCount])
        let elapsed = isAnimating ? max(0, (window?.clock ?? 0) - animationStart) : 0
        let lead = Int(saturating: (elapsed * Double(spokes)).rounded(.down)) % spokes
        let side = min(size.width, size.height)
        let drawing = SpinnerDrawing(spokes: spokes, lead: lead, metrics: metrics)
            .operations(side: side, color: color.resolved(for: appearance))
        let origin = Point(x: (size.width - side) / 2, y: (size.height - side) / 2)
        return RenderImage(
            rect: Rect(origin: origin, size: Size(width: side, height: side)),
            content: .recorded(RenderDrawing(operations: drawing), size: Size(width: side, height: side)),
            name: "activity indicator")
    }
}

extension ActivityIndicatorView.Style {
    /// The side of the style's square, in points (the same in every era).
    var side: Double {
        let metrics = PresentationMetrics.of(.latest)
        switch self {
        case .large, .whiteLarge: return metrics[.activityIndicatorLargeSide]
        case .medium, .white, .gray: return metrics[.activityIndicatorSide]
        }
    }

    /// The style's spoke colour.
    var defaultColor: Color {
        switch self {
        case .white, .whiteLarge: .white
        case .gray: .gray
        case .medium, .large: .secondaryLabel
        }
    }
}

/// The spokes of a spinner in a square of `side` points: each a capsule from an inner to an outer radius, the
/// leading spoke opaque and each one before it fainter, clockwise from 12 o'clock.
struct SpinnerDrawing {
    let spokes: Int
    let lead: Int
    /// The era's proportions (``Metric/activityIndicatorSpokeInnerRadius`` and its neighbours).
    let metrics: PresentationMetrics

    func operations(side: Double, color: ColorComponents) -> [RenderDrawing.Operation] {
        let center = side / 2
        let inner = center * metrics[.activityIndicatorSpokeInnerRadius]
        let width = side * metrics[.activityIndicatorSpokeWidth]
        return (0..<spokes).map { index in
            var path = Path()
            path.addRoundedRect(
                Rect(x: center - width / 2, y: 0, width: width, height: center - inner),
                cornerSize: Size(width: width / 2, height: width / 2))
            let angle = Double(index) / Double(spokes) * 2 * Double.pi
            let turn = AffineTransform(translationX: -center, y: -center)
                .concatenating(AffineTransform(rotationAngle: angle))
                .concatenating(AffineTransform(translationX: center, y: center))
            let age = (lead - index + spokes) % spokes
            var shade = color
            shade.alpha *= 1 - metrics[.activityIndicatorTrailingFade] * Double(age) / Double(spokes - 1)
            return .fill(path.applying(turn), color: shade, evenOdd: false)
        }
    }
}
