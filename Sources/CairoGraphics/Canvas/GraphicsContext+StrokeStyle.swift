extension GraphicsContext {
    /// How a path's outline is stroked.
    public struct StrokeStyle: Equatable, Hashable, Sendable {
        /// Stroke width in user-space units.
        public var lineWidth: Double
        /// Alternating on/off lengths; empty means a solid line.
        public var dashPattern: [Double]
        /// Offset into ``dashPattern`` at which the stroke starts.
        public var dashPhase: Double
        /// Shape of open line ends.
        public var lineCap: LineCap
        /// Shape of corners between segments.
        public var lineJoin: LineJoin

        /// Creates a stroke style; by default a solid 1-unit line with butt caps and miter joins.
        public init(
            lineWidth: Double = 1, dashPattern: [Double] = [], dashPhase: Double = 0,
            lineCap: LineCap = .butt, lineJoin: LineJoin = .miter
        ) {
            self.lineWidth = lineWidth
            self.dashPattern = dashPattern
            self.dashPhase = dashPhase
            self.lineCap = lineCap
            self.lineJoin = lineJoin
        }
    }
}
