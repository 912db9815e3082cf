import PresentationKit

extension RenderTree {
    /// The frame of the first presented view.
    var presentedFrame: Rect? { first(.presentedContent)?.frame }
}
