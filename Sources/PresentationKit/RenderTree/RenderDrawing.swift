/// What a node draws over its background besides text and images: shape layers' fills and strokes and
/// gradient layers' gradients, as a list of operations in the node's own coordinates (origin at the top-left
/// of its bounds), drawn in order.
public struct RenderDrawing: Hashable, Sendable, Codable {
    /// The operations, back to front.
    public var operations: [Operation]

    /// A drawing of `operations`.
    public init(operations: [Operation]) {
        self.operations = operations
    }

    /// One drawing after the other (`nil` when neither draws).
    static func combining(_ first: RenderDrawing?, _ second: RenderDrawing?) -> RenderDrawing? {
        guard let first else { return second }
        guard let second else { return first }
        return RenderDrawing(operations: first.operations + [.saveState] + second.operations + [.restoreState])
    }

    /// The box around everything the operations can touch, in the node's coordinates (a stroke's box grows by
    /// its width, enough for mitred corners up to the default limit's reach at right angles); `.null` when
    /// nothing is drawn.
    public var bounds: Rect {
        operations.reduce(Rect.null) { box, operation in
            switch operation {
            case .fill(let path, _, _): box.union(path.boundingBox)
            case .stroke(let path, _, let style):
                box.union(path.boundingBox.insetBy(dx: -style.lineWidth, dy: -style.lineWidth))
            case .gradient(let gradient): box.union(gradient.area)
            case .text(let text):
                text.lines.reduce(box) { box, line in
                    let height = line.runs.map(\.fontSize).max() ?? 0
                    return box.union(
                        Rect(x: line.origin.x, y: line.origin.y - height, width: line.width, height: height * 1.4))
                }
            case .clip, .saveState, .restoreState: box
            }
        }
    }

    /// One drawing step.
    public enum Operation: Hashable, Sendable, Codable {
        /// Fills `path` with `color`.
        case fill(Path, color: ColorComponents, evenOdd: Bool)
        /// Strokes `path` with `color` and `style`.
        case stroke(Path, color: ColorComponents, style: StrokeStyle)
        /// Fills a gradient's area (clipped to the node's outline).
        case gradient(Gradient)
        /// Draws laid-out text (its lines' origins in the node's coordinates).
        case text(RenderText)
        /// Narrows the clip to `path` until the matching ``restoreState``.
        case clip(Path, evenOdd: Bool)
        /// Saves the clip.
        case saveState
        /// Restores the clip saved last.
        case restoreState
    }

    /// How a path's outline is drawn.
    public struct StrokeStyle: Hashable, Sendable, Codable {
        /// The line's width in points.
        public var lineWidth: Double
        /// Alternating dash and gap lengths; empty: a solid line.
        public var dashPattern: [Double]
        /// How far into the pattern the line starts.
        public var dashPhase: Double
        /// The shape of open ends.
        public var lineCap: LineCap
        /// The shape of corners.
        public var lineJoin: LineJoin
        /// How far a mitred corner may reach, in line widths.
        public var miterLimit: Double
    }

    /// The shape of a stroke's open ends.
    public enum LineCap: String, Hashable, Sendable, Codable {
        case butt, round, square
    }

    /// The shape of a stroke's corners.
    public enum LineJoin: String, Hashable, Sendable, Codable {
        case miter, round, bevel
    }

    /// A colour at a place along a gradient.
    public struct GradientStop: Hashable, Sendable, Codable {
        /// 0…1 from the gradient's start to its end.
        public var location: Double
        /// The colour there.
        public var color: ColorComponents

        /// `color` at `location`.
        public init(location: Double, color: ColorComponents) {
            self.location = location
            self.color = color
        }
    }

    /// A gradient filling an area.
    public struct Gradient: Hashable, Sendable, Codable {
        /// The colour stops, in the order given.
        public var stops: [GradientStop]
        /// Where location 0 is.
        public var start: Point
        /// Where location 1 is (for a radial gradient, the radius on each axis is the distance to it).
        public var end: Point
        /// Whether the colours spread out from ``start`` rather than along the line to ``end``.
        public var isRadial: Bool
        /// The area filled.
        public var area: Rect
    }
}
