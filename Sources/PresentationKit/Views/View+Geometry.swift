import Foundation

extension View {
    /// The layer's 3-D transform (`layer.transform`), applied about the centre after ``transform``;
    /// ``frame`` ignores it, as UIKit's does not account for perspective either.
    package var transform3D: Transform3D {
        get { storage.transform3D }
        set {
            let old = storage.transform3D
            storage.transform3D = newValue
            recordChange(.transform3D, from: .transform3D(old), to: .transform3D(newValue))
        }
    }

    /// How far the view's page is curled up from its bottom-right corner, 0…1 (1 = UIKit's partial curl,
    /// which uncovers the lower part of the screen). The system sets it for `.partialCurl`; not in UIKit's API.
    package var pageCurl: Double {
        get { storage.pageCurl }
        set {
            let old = storage.pageCurl
            storage.pageCurl = min(1, max(0, newValue.isFinite ? newValue : 0))
            recordChange(.pageCurl, from: .number(old), to: .number(storage.pageCurl))
        }
    }

    /// The opacity of ``shadow`` (`layer.shadowOpacity`), animatable; 0 when there is no shadow.
    package var shadowOpacity: Double {
        get { storage.shadow?.opacity ?? 0 }
        set {
            guard var shadow = storage.shadow else { return }
            let old = shadow.opacity
            shadow.opacity = min(1, max(0, newValue.isFinite ? newValue : 0))
            storage.shadow = shadow
            recordChange(.shadowOpacity, from: .number(old), to: .number(shadow.opacity))
        }
    }

    /// Radius of the corners named by ``maskedCorners`` (`layer.cornerRadius`).
    package var cornerRadius: CGFloat {
        get { storedCornerRadius }
        set {
            let old = storedCornerRadius
            storedCornerRadius = max(0, newValue.isFinite ? newValue : 0)
            recordChange(.cornerRadius, from: .number(old), to: .number(storedCornerRadius))
        }
    }

    /// The map from this view's bounds coordinates to its superview's coordinates.
    var transformToSuperview: AffineTransform {
        Self.transformToSuperview(
            center: storedCenter, size: storedBoundsSize,
            boundsOrigin: boundsOrigin, transform: storedTransform, anchor: storage.anchorPoint)
    }

    /// The map from this view's bounds coordinates to the coordinates of the root of its tree.
    var transformToRoot: AffineTransform {
        if superview == nil { return .identity }
        var result = transformToSuperview
        var ancestor = superview
        while let view = ancestor {
            if view.superview == nil { break }
            result = result.concatenating(view.transformToSuperview)
            ancestor = view.superview
        }
        return result
    }

    /// Converts a point from this view's coordinates to `view`'s (to the window's when `nil`).
    public func convert(_ point: Point, to view: View?) -> Point {
        let inRoot = point.applying(transformToRoot)
        guard let view, let inverse = view.transformToRoot.inverted() else { return inRoot }
        return inRoot.applying(inverse)
    }

    /// Converts a point from `view`'s coordinates (the window's when `nil`) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let inRoot = view.map { point.applying($0.transformToRoot) } ?? point
        guard let inverse = transformToRoot.inverted() else { return inRoot }
        return inRoot.applying(inverse)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s (to the window's when `nil`);
    /// the result is the bounding box of the converted corners.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        var map = transformToRoot
        if let view, let inverse = view.transformToRoot.inverted() { map = map.concatenating(inverse) }
        return rect.applying(map)
    }

    /// Converts a rectangle from `view`'s coordinates (the window's when `nil`) to this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        var map = view?.transformToRoot ?? .identity
        if let inverse = transformToRoot.inverted() { map = map.concatenating(inverse) }
        return rect.applying(map)
    }

    /// The anchor point of a layer nobody moved it on: the middle of its bounds.
    static let middleAnchor = Point(x: 0.5, y: 0.5)

    /// The frame of bounds of `size` whose `anchor` (in unit coordinates of the bounds) sits at `center` (the
    /// layer's position), transformed about that point: the bounding box when the transform is not the
    /// identity.
    static func frame(center: Point, size: Size, transform: AffineTransform, anchor: Point = middleAnchor) -> Rect {
        let local = Rect(
            x: -size.width * anchor.x, y: -size.height * anchor.y, width: size.width, height: size.height)
        return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
    }

    /// The map from bounds coordinates to the superview's (or superlayer's): the bounds' `anchor` point moves
    /// to `center`, the transform turning about it.
    static func transformToSuperview(
        center: Point, size: Size, boundsOrigin: Point,
        transform: AffineTransform, anchor: Point = middleAnchor
    ) -> AffineTransform {
        AffineTransform(
            translationX: -boundsOrigin.x - size.width * anchor.x, y: -boundsOrigin.y - size.height * anchor.y
        )
        .concatenating(transform)
        .concatenating(AffineTransform(translationX: center.x, y: center.y))
    }
}
