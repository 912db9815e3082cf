import Foundation

extension View {
    /// A new view that shows what this view and its subviews show now, as UIKit's
    /// `snapshotView(afterScreenUpdates:)`: a frozen copy of their on-screen geometry and appearance (running
    /// animations sampled at the window's current time), at this view's frame, for a transition animator
    /// to move or fade while the real view changes underneath.
    ///
    /// The copy keeps each view's text, image, custom drawing and outline (a popover's arrow, a grabber's
    /// capsule) as they were when it was made.
    ///
    /// Differs from UIKit: there are no pending screen updates to wait for, so `afterScreenUpdates` changes
    /// nothing; a blur in the copy is a plain fill.
    public func snapshotView(afterScreenUpdates: Bool) -> View? {
        frozenCopy(at: window?.clock ?? 0)
    }

    private func frozenCopy(at time: Double) -> View {
        let state = presentationState(at: time)
        let copy = FrozenView(freezing: self, size: state.size)
        copy.storage = storage
        copy.storage.center = state.center
        copy.storage.boundsSize = state.size
        copy.storage.transform = state.transform
        copy.storage.alpha = state.alpha
        copy.storage.cornerRadius = state.cornerRadius
        copy.storage.backgroundColor = state.backgroundColor
        copy.storage.isHidden = isHidden
        copy.storage.role = .view
        copy.storage.label = label.map { "snapshot of \($0)" } ?? "snapshot"
        for subview in subviews {
            copy.addSubview(subview.frozenCopy(at: time))
        }
        return copy
    }
}

/// A view's frozen look, as ``View/snapshotView(afterScreenUpdates:)`` copies it: besides the view's values, the
/// text, image, custom drawing and outline it showed when copied (for both appearances), so a snapshot of a
/// label, an image view or a custom-drawn view looks like the original, not an empty rectangle.
final class FrozenView: View {
    private let texts: [UserInterfaceStyle: RenderText]
    private let images: [UserInterfaceStyle: RenderImage]
    private let drawing: RenderDrawing?
    private let shape: RenderShape

    init(freezing source: View, size: Size) {
        let appearances: [UserInterfaceStyle] = [.light, .dark]
        texts = Dictionary(
            uniqueKeysWithValues: appearances.compactMap { style in
                source.renderText(appearance: style).map { (style, $0) }
            })
        images = Dictionary(
            uniqueKeysWithValues: appearances.compactMap { style in
                source.renderImage(size: size, appearance: style).map { (style, $0) }
            })
        drawing = source.displayContent(size: size)
        shape = source.renderShape
        super.init(frame: .zero)
    }

    /// Always `nil`: there are no archives on Linux.
    required init?(coder: NSCoder) {
        return nil
    }

    override var renderShape: RenderShape { shape }

    override func renderText(appearance: UserInterfaceStyle) -> RenderText? {
        texts[appearance] ?? texts[.light]
    }

    override func renderImage(size: Size, appearance: UserInterfaceStyle) -> RenderImage? {
        images[appearance] ?? images[.light]
    }

    override func displayContent(size: Size) -> RenderDrawing? {
        drawing
    }
}
