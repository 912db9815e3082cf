#if os(Linux)
    import Testing
    import UIKit

    /// A delegate as iOS code writes one: only the method it needs.
    private final class OffsetWatcher: NSObject, UIScrollViewDelegate {
        var lastOffset: CGPoint?
        func scrollViewDidScroll(_ scrollView: UIScrollView) { lastOffset = scrollView.contentOffset }
    }

    @Suite("UIScrollView under UIKit's names")
    struct ScrollViewSurfaceTests {
        @Test("iOS-style setup: behaviour raw values, indicator insets and a delegate hearing offset changes")
        func iosStyleScrollView() {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let watcher = OffsetWatcher()
            scrollView.delegate = watcher
            scrollView.contentInsetAdjustmentBehavior = .never
            #expect(UIScrollView.ContentInsetAdjustmentBehavior.never.rawValue == 2)
            scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
            #expect(scrollView.verticalScrollIndicatorInsets.bottom == 20)
            scrollView.contentSize = CGSize(width: 320, height: 1200)
            scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
            #expect(watcher.lastOffset == CGPoint(x: 0, y: 100))
            #expect(scrollView.bounds.origin.y == 100)
            #expect(scrollView.panGestureRecognizer.view === scrollView)
        }
    }
#endif
