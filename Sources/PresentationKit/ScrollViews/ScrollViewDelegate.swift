/// Hears about a ``ScrollView``'s scrolling, as `UIScrollViewDelegate`. Every method is optional.
///
/// Differs from UIKit: zooming and deceleration are not modelled, so their methods are absent.
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (by a pan, ``ScrollView/contentOffset`` or an animation step).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A pan is about to start scrolling.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted; `decelerate` is always `false` here (no momentum is modelled).
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// An animation started by ``ScrollView/setContentOffset(_:animated:)`` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// ``ScrollView/adjustedContentInset`` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
