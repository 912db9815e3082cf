extension ViewController {
    /// The safe-area inset at the top of this controller's view, in its own coordinates, ignoring
    /// transforms (a receded presenter keeps the layout it had), as UIKit's `safeAreaInsets.top`.
    func topSafeAreaInset(in environment: WindowEnvironment) -> Double {
        max(0, environment.safeAreaInsets.top - view.untransformedOriginInWindow.y)
    }

    /// The left and right safe-area insets of this controller's view, in its own coordinates.
    func horizontalSafeAreaInsets(in environment: WindowEnvironment) -> (left: Double, right: Double) {
        let minX = view.untransformedOriginInWindow.x
        let maxX = minX + view.bounds.width
        return (
            max(0, environment.safeAreaInsets.left - minX),
            max(0, environment.safeAreaInsets.right - (environment.windowSize.width - maxX))
        )
    }

    /// The safe-area inset at the bottom of this controller's view, in its own coordinates.
    func bottomSafeAreaInset(in environment: WindowEnvironment) -> Double {
        let bottomInWindow = view.untransformedOriginInWindow.y + view.bounds.height
        return max(0, environment.safeAreaInsets.bottom - (environment.windowSize.height - bottomInWindow))
    }
}

extension View {
    /// The view's origin in window coordinates computed from frames alone, as if no view had a transform.
    var untransformedOriginInWindow: Point {
        var x = 0.0
        var y = 0.0
        // Through the superview links, as in ``treeRoot``: no retain and release per ancestor.
        var link = Unmanaged.passUnretained(self)
        while let parentLink = link.parentLink {
            let offset = link._withUnsafeGuaranteedRef { view in
                parentLink._withUnsafeGuaranteedRef { parent in view.untransformedOffset(in: parent) }
            }
            x += offset.x
            y += offset.y
            link = parentLink
        }
        return Point(x: x, y: y)
    }

    /// Where the view's bounds origin sits in `parent`'s bounds coordinates, ignoring transforms.
    private func untransformedOffset(in parent: View) -> Point {
        let anchor = storage.anchorPoint
        return Point(
            x: storedCenter.x - storedBoundsSize.width * anchor.x - parent.boundsOrigin.x,
            y: storedCenter.y - storedBoundsSize.height * anchor.y - parent.boundsOrigin.y)
    }
}
