import Foundation

/// Stops an unrotated rectangular item at line-segment walls: the geometry of ``CollisionBehavior``.
enum DynamicCollision {
    /// Moves `center` back to the side of each wall it was on at `previous` when the item (half extents
    /// `halfSize`) reached or crossed it, reflecting the velocity's normal part with `elasticity` (and
    /// dropping it below `restingSpeed`). Returns whether the item touches a wall.
    static func resolve(
        center: inout Point, velocity: inout Vector, previous: Point, halfSize: Size,
        walls: [CollisionBehavior.Boundary], elasticity: Double, restingSpeed: Double
    ) -> Bool {
        var touching = false
        for wall in walls {
            let dx = wall.to.x - wall.from.x
            let dy = wall.to.y - wall.from.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { continue }
            let tangent = (x: dx / length, y: dy / length)
            let normal = (x: -tangent.y, y: tangent.x)
            let reach = abs(normal.x) * halfSize.width + abs(normal.y) * halfSize.height
            let along = abs(tangent.x) * halfSize.width + abs(tangent.y) * halfSize.height
            let position = (center.x - wall.from.x) * tangent.x + (center.y - wall.from.y) * tangent.y
            guard position > -along, position < length + along else { continue }
            let before = (previous.x - wall.from.x) * normal.x + (previous.y - wall.from.y) * normal.y
            let after = (center.x - wall.from.x) * normal.x + (center.y - wall.from.y) * normal.y
            let side: Double = before >= 0 ? 1 : -1
            // Only a wall the item was clear of (or resting on) stops it; one it started across is ignored.
            guard side * before >= reach - 0.5, side * after <= reach else { continue }
            touching = true
            let correction = side * reach - after
            center = Point(x: center.x + normal.x * correction, y: center.y + normal.y * correction)
            let normalSpeed = velocity.dx * normal.x + velocity.dy * normal.y
            guard normalSpeed * side < 0 else { continue }
            var bounced = -normalSpeed * elasticity
            if abs(bounced) < restingSpeed { bounced = 0 }
            let change = bounced - normalSpeed
            velocity = Vector(dx: velocity.dx + normal.x * change, dy: velocity.dy + normal.y * change)
        }
        return touching
    }
}
