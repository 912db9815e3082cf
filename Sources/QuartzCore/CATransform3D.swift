// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Core Animation's 3-D transform and its functions, under Apple's C names (which iOS code gets from
// `import UIKit`, through QuartzCore).

import CoreGraphics
import PresentationKit

/// Core Animation's 4 × 4 transform matrix (`CATransform3D`), row-vector convention as Apple's: a point
/// `(x, y, z, 1)` is multiplied on the left.
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0, m24: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1, m34: CGFloat = 0
    public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 1

    /// The identity.
    public init() {}

    fileprivate var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    fileprivate init(rows r: [[CGFloat]]) {
        (m11, m12, m13, m14) = (r[0][0], r[0][1], r[0][2], r[0][3])
        (m21, m22, m23, m24) = (r[1][0], r[1][1], r[1][2], r[1][3])
        (m31, m32, m33, m34) = (r[2][0], r[2][1], r[2][2], r[2][3])
        (m41, m42, m43, m44) = (r[3][0], r[3][1], r[3][2], r[3][3])
    }

    /// The matrix as a turn about the y then the x axis seen in perspective (the form the core draws), if
    /// it is one.
    var perspectiveTurn: Transform3D? {
        guard !CATransform3DIsAffine(self), m41 == 0, m42 == 0, m43 == 0, m44 == 1, m21 == 0 else { return nil }
        let turn = Transform3D(
            rotationY: atan2(m31, m11), rotationX: atan2(m23, m22),
            perspectiveDistance: m33 != 0 && m34 / m33 < 0 ? -m33 / m34 : 0)
        var rebuilt = CATransform3DIdentity
        rebuilt.m34 = turn.perspectiveDistance > 0 ? -1 / turn.perspectiveDistance : 0
        rebuilt = CATransform3DConcat(
            CATransform3DConcat(
                CATransform3DMakeRotation(turn.rotationY, 0, 1, 0), CATransform3DMakeRotation(turn.rotationX, 1, 0, 0)),
            rebuilt)
        let matches = zip(rebuilt.rows.joined(), rows.joined()).allSatisfy { abs($0 - $1) < 1e-9 }
        return matches ? turn : nil
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether `t` is exactly an affine transform of the plane.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// `a` then `b`: the product `a · b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let (x, y) = (a.rows, b.rows)
    var product = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for row in 0..<4 {
        for column in 0..<4 {
            product[row][column] = (0..<4).reduce(0) { $0 + x[row][$1] * y[$1][column] }
        }
    }
    return CATransform3D(rows: product)
}

/// A translation.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the axis (`x`, `y`, `z`); the identity for a zero axis.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite, angle.isFinite else { return CATransform3D() }
    let (x, y, z) = (x / length, y / length, z / length)
    let (c, s) = (cos(angle), sin(angle))
    let k = 1 - c
    var t = CATransform3D()
    (t.m11, t.m12, t.m13) = (x * x * k + c, x * y * k + z * s, x * z * k - y * s)
    (t.m21, t.m22, t.m23) = (x * y * k - z * s, y * y * k + c, y * z * k + x * s)
    (t.m31, t.m32, t.m33) = (x * z * k + y * s, y * z * k - x * s, z * z * k + c)
    return t
}

/// `t` translated first: `translation · t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` scaled first: `scale · t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` rotated first: `rotation · t`.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The 3-D form of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}

/// The affine part of `t` (exact when ``CATransform3DIsAffine(_:)``).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
