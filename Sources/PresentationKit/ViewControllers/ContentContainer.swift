/// What view controllers and presentation controllers share as containers of content, as UIKit's
/// `UIContentContainer`: size and trait transitions, and the sizes of child content.
public protocol ContentContainer: AnyObject {
    /// The size the container would like its content to have.
    var preferredContentSize: Size { get }
    /// Called before the container's size changes.
    func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator)
    /// Called before the container's traits change.
    func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator)
    /// The size of a child's content inside a parent of `parentSize` (UIKit's default: `parentSize`).
    func size(forChildContentContainer container: ContentContainer, withParentContainerSize parentSize: Size) -> Size
    /// Called when a child's preferred content size changed.
    func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer)
}

extension ViewController: ContentContainer {}
extension PresentationController: ContentContainer {}
