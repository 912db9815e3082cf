#if os(Linux)
    import UIKit

    extension UIWindow {
        /// The drawn node of the view labelled `label`, at the current time, if it is drawn.
        func onScreen(_ label: String) -> RenderNode? {
            renderTree().root.descendant(labelled: label)
        }
    }

    extension RenderNode {
        func descendant(labelled label: String) -> RenderNode? {
            if self.label == label { return self }
            for child in children {
                if let found = child.descendant(labelled: label) { return found }
            }
            return nil
        }
    }
#endif
