import Foundation

/// The priorities with which a view keeps its intrinsic size on each axis.
struct ContentPriorities {
    /// How strongly the view resists growing beyond its intrinsic size: `[horizontal, vertical]`.
    var hugging: [LayoutPriority] = [.defaultLow, .defaultLow]
    /// How strongly the view resists shrinking below its intrinsic size: `[horizontal, vertical]`.
    var compressionResistance: [LayoutPriority] = [.defaultHigh, .defaultHigh]
}

extension View {
    /// The value of an ``intrinsicContentSize`` dimension the view has no opinion about (UIKit's
    /// `UIView.noIntrinsicMetric`, -1).
    public static let noIntrinsicMetric: CGFloat = -1

    /// The content hugging priority on `axis` (250 unless set), as UIKit's `contentHuggingPriority(for:)`.
    public func contentHuggingPriority(for axis: LayoutConstraintAxis) -> LayoutPriority {
        contentPriorities.hugging[axis.rawValue]
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size on `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraintAxis) {
        contentPriorities.hugging[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    /// The compression resistance on `axis` (750 unless set), as UIKit's
    /// `contentCompressionResistancePriority(for:)`.
    public func contentCompressionResistancePriority(for axis: LayoutConstraintAxis) -> LayoutPriority {
        contentPriorities.compressionResistance[axis.rawValue]
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraintAxis) {
        contentPriorities.compressionResistance[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }
}
