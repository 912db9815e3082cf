import Foundation

/// A view whose content is larger than itself and scrolls, as UIKit's `UIScrollView`: ``contentOffset`` is
/// the bounds' origin, so subviews (the content) move when it changes; ``contentSize`` and the insets bound
/// how far a pan scrolls.
///
/// As in UIKit, it clips to its bounds by default, changing the offset lays it out again and tells the
/// ``delegate``, and ``panGestureRecognizer`` (a pan through the window's touch driver) scrolls it.
///
/// Differs from UIKit: a pan is clamped to the content (no rubber band past the edges, whatever ``bounces``
/// says) and stops when the finger lifts (no deceleration); scroll indicators are not drawn; there is no
/// zooming, paging or scroll-to-top.
open class ScrollView: View {
    /// The size of the scrollable content, in the scroll view's coordinates (default zero).
    open var contentSize: CGSize = .zero

    /// Extra space around the content, scrolled with it (default zero).
    open var contentInset: EdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// How the safe area adds to ``contentInset`` (default ``ContentInsetAdjustmentBehavior/automatic``).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { setNeedsLayout() }
    }

    /// The point of the content at the scroll view's top-left corner: the bounds' origin. Setting it moves the
    /// content at once (no clamping, as in UIKit) and tells the delegate.
    open var contentOffset: CGPoint {
        get { boundsOrigin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite, newValue != boundsOrigin else { return }
            boundsOrigin = newValue
            setNeedsLayout()
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// The object told about scrolling.
    open weak var delegate: ScrollViewDelegate?

    /// Whether a pan scrolls the content (default `true`); the same as the pan recognizer's `isEnabled`.
    open var isScrollEnabled: Bool {
        get { panGestureRecognizer.isEnabled }
        set { panGestureRecognizer.isEnabled = newValue }
    }

    /// Whether the content bounces past its edges (default `true`). Kept, not modelled: pans are clamped.
    open var bounces = true
    /// Whether a vertical pan scrolls even when the content is not taller than the view (default `false`); it
    /// also makes ``ContentInsetAdjustmentBehavior/scrollableAxes`` adjust the top and bottom.
    open var alwaysBounceVertical = false
    /// Whether a horizontal pan bounces when the content is not wider (default `false`). Kept, not modelled.
    open var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows while scrolling (default `true`). Kept, not drawn.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling (default `true`). Kept, not drawn.
    open var showsHorizontalScrollIndicator = true
    /// How far the vertical indicator is inset (default zero). Kept, not drawn.
    open var verticalScrollIndicatorInsets: EdgeInsets = .zero
    /// How far the horizontal indicator is inset (default zero). Kept, not drawn.
    open var horizontalScrollIndicatorInsets: EdgeInsets = .zero

    /// Both indicators' insets, as UIKit's `scrollIndicatorInsets`: reading gives the vertical one's, setting
    /// sets both.
    open var scrollIndicatorInsets: EdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// The pan that scrolls the content.
    public let panGestureRecognizer = PanGestureRecognizer()

    /// The content's rectangle as a layout guide: origin zero, size ``contentSize``.
    open var contentLayoutGuide: LayoutGuide { storedContentLayoutGuide }
    private lazy var storedContentLayoutGuide = LayoutGuide(owningView: self, region: .scrollContent)
    /// The scroll view's visible rectangle as a layout guide (it does not move with the content).
    open var frameLayoutGuide: LayoutGuide { storedFrameLayoutGuide }
    private lazy var storedFrameLayoutGuide = LayoutGuide(owningView: self, region: .scrollFrame)

    /// Whether a pan is scrolling the content.
    open private(set) var isDragging = false
    /// Whether a finger touching the content is being followed: here, while the pan scrolls (UIKit also
    /// counts a finger that has touched down and not moved yet).
    open var isTracking: Bool { isDragging }
    /// Whether the content is still moving after a finger lifted: always `false`, there is no deceleration
    /// here (a pan stops where the finger lifts).
    open var isDecelerating: Bool { false }
    /// The offset when the current pan began.
    private var dragStartOffset: CGPoint = .zero
    /// The adjusted inset at the last layout, to tell when it changes.
    private var lastAdjustedContentInset: EdgeInsets?
    /// Counts offset animations and pans: a step of an animation started by ``setContentOffset(_:animated:)``
    /// runs only while no newer animation or pan has begun.
    private var scrollGeneration = 0

    /// A scroll view with a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        clipsToBounds = true
        addGestureRecognizer(panGestureRecognizer)
        panGestureRecognizer.addTarget { [unowned self] pan in self.handlePan(pan) }
    }

    /// Always `nil`: there are no archives on Linux.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Checks the adjusted inset: when it changed, calls ``PresentationKit/ScrollView/adjustedContentInsetDidChange()`` and the
    /// delegate, and keeps content that rested at its top-left corner resting there. Subclasses that override
    /// it call `super`, as in UIKit.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let inset = adjustedContentInset
        guard inset != lastAdjustedContentInset else { return }
        let old = lastAdjustedContentInset ?? .zero
        lastAdjustedContentInset = inset
        var offset = contentOffset
        if offset.y == -old.top { offset.y = -inset.top }
        if offset.x == -old.left { offset.x = -inset.left }
        contentOffset = offset
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Called when ``adjustedContentInset`` changes; subclasses override it (calling `super`).
    open func adjustedContentInsetDidChange() {}

    /// Moves the content to `offset`; with `animated`, over `scrollAnimationDuration` on the window's
    /// clock, the offset stepping at 60 frames a second (the delegate hears every step) and
    /// `scrollViewDidEndScrollingAnimation` at the end. A new call or a pan stops a running animation.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        scrollGeneration += 1
        guard animated, let window, offset != contentOffset else {
            contentOffset = offset
            return
        }
        let generation = scrollGeneration
        let start = contentOffset
        let startTime = window.clock
        let frames = max(1, Int((Self.scrollAnimationDuration * 60).rounded()))
        for frame in 1...frames {
            let fraction = Double(frame) / Double(frames)
            window.schedule(at: startTime + fraction * Self.scrollAnimationDuration, label: "scroll-step") {
                [weak self] in
                guard let self, self.scrollGeneration == generation else { return }
                let progress = TimingCurve.easeInOut.progress(atFraction: fraction)
                self.contentOffset = Point(
                    x: start.x + (offset.x - start.x) * progress, y: start.y + (offset.y - start.y) * progress)
                if frame == frames { self.delegate?.scrollViewDidEndScrollingAnimation(self) }
            }
        }
    }

    /// How long ``setContentOffset(_:animated:)`` takes: 0.3 s with an ease-in-out curve. Apple documents
    /// neither; an estimate (confidence: approximate).
    package static let scrollAnimationDuration = 0.3

    private func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            scrollGeneration += 1
            isDragging = true
            dragStartOffset = contentOffset
            delegate?.scrollViewWillBeginDragging(self)
            follow(pan)
        case .changed:
            follow(pan)
        case .ended, .cancelled, .failed:
            guard isDragging else { return }
            follow(pan)
            isDragging = false
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        default:
            break
        }
    }

    /// Moves the content with the finger: the offset at the pan's start minus its translation, clamped.
    private func follow(_ pan: PanGestureRecognizer) {
        let translation = pan.translation(in: self)
        contentOffset = clamped(Point(x: dragStartOffset.x - translation.x, y: dragStartOffset.y - translation.y))
    }
}
