// NSValue's boxes for geometry under UIKit's names (`NSValue(cgPoint:)`, `cgRectValue`, …), which iOS code
// passes to Core Animation and stores in dictionaries. Foundation on Linux boxes points, sizes and rectangles
// under other names (`init(point:)`, `pointValue`); these are the same boxes.

import Foundation
import PresentationKit
import QuartzCore

extension NSValue {
    /// A box holding a point (`NSValue(cgPoint:)`).
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A box holding a size (`NSValue(cgSize:)`).
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A box holding a rectangle (`NSValue(cgRect:)`).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// The point in the box (`cgPointValue`; zero when it holds something else).
    public var cgPointValue: CGPoint { pointValue }
    /// The size in the box (`cgSizeValue`).
    public var cgSizeValue: CGSize { sizeValue }
    /// The rectangle in the box (`cgRectValue`).
    public var cgRectValue: CGRect { rectValue }
}
