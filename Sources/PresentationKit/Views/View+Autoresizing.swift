extension View {
    /// Which of a view's margins and extents grow or shrink when its superview's bounds change size, as
    /// UIKit's `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        /// A mask from its bits (UIKit's values).
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin absorbs width changes.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width absorbs width changes.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin absorbs width changes.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin absorbs height changes.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height absorbs height changes.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin absorbs height changes.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes the subviews for a bounds size change from `oldSize`, by their ``autoresizingMask``: on each
    /// axis the change is shared by the flexible parts (margins and extent) in proportion to their current
    /// lengths, or equally when those lengths are all zero, as UIKit (and AppKit, which documents it) does.
    func autoresizeSubviews(from oldSize: Size) {
        let newSize = bounds.size
        guard autoresizesSubviews, oldSize != newSize else { return }
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let frame = subview.frame
            let (x, width) = Self.resize(
                start: frame.minX, length: frame.width, container: oldSize.width, by: newSize.width - oldSize.width,
                flexible: (.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin), mask: subview.autoresizingMask)
            let (y, height) = Self.resize(
                start: frame.minY, length: frame.height, container: oldSize.height,
                by: newSize.height - oldSize.height,
                flexible: (.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin), mask: subview.autoresizingMask)
            subview.frame = Rect(x: x, y: y, width: width, height: height)
        }
    }

    /// One axis of the rule: the new start and length of a span in a container growing by `delta`.
    private static func resize(
        start: Double, length: Double, container: Double, by delta: Double,
        flexible: (leading: AutoresizingMask, extent: AutoresizingMask, trailing: AutoresizingMask),
        mask: AutoresizingMask
    ) -> (start: Double, length: Double) {
        let parts = [
            (mask.contains(flexible.leading), max(0, start)), (mask.contains(flexible.extent), length),
            (mask.contains(flexible.trailing), max(0, container - start - length)),
        ]
        let flexibleParts = parts.filter(\.0)
        guard !flexibleParts.isEmpty, delta != 0 else { return (start, length) }
        let total = flexibleParts.reduce(0) { $0 + $1.1 }
        let shares = parts.map { part -> Double in
            guard part.0 else { return 0 }
            return total > 0 ? delta * part.1 / total : delta / Double(flexibleParts.count)
        }
        return (start + shares[0], max(0, length + shares[1]))
    }
}
