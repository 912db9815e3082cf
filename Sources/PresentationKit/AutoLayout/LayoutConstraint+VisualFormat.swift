import Foundation

extension LayoutConstraint {
    /// How ``constraints(withVisualFormat:options:metrics:views:)`` aligns the views of a line, which way a
    /// horizontal line runs and how vertical spacing is measured: UIKit's `NSLayoutConstraint.FormatOptions`,
    /// with its raw values.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The option that aligns every view of a line on `attribute`.
        private static func alignAll(_ attribute: Attribute) -> FormatOptions {
            FormatOptions(rawValue: 1 << UInt(attribute.rawValue))
        }

        /// Align the left edges of the views of a vertical line.
        public static let alignAllLeft = alignAll(.left)
        /// Align the right edges of the views of a vertical line.
        public static let alignAllRight = alignAll(.right)
        /// Align the top edges of the views of a horizontal line.
        public static let alignAllTop = alignAll(.top)
        /// Align the bottom edges of the views of a horizontal line.
        public static let alignAllBottom = alignAll(.bottom)
        /// Align the leading edges of the views of a vertical line.
        public static let alignAllLeading = alignAll(.leading)
        /// Align the trailing edges of the views of a vertical line.
        public static let alignAllTrailing = alignAll(.trailing)
        /// Align the horizontal centres of the views of a vertical line.
        public static let alignAllCenterX = alignAll(.centerX)
        /// Align the vertical centres of the views of a horizontal line.
        public static let alignAllCenterY = alignAll(.centerY)
        /// Align the last baselines of the views of a horizontal line.
        public static let alignAllLastBaseline = alignAll(.lastBaseline)
        /// Align the first baselines of the views of a horizontal line.
        public static let alignAllFirstBaseline = alignAll(.firstBaseline)
        /// The bits that choose alignments.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// A horizontal line runs from the leading to the trailing edge (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal line runs from left to right, with left and right attributes.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal line runs from right to left, with left and right attributes.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits that choose the direction.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// Vertical spacing runs between the views' edges (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spacing between sibling views runs from one view's last baseline to the next one's first
        /// baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bits that choose how spacing is measured.
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    /// The constraints a visual format string describes, or the reason it describes none: the package's
    /// throwing form of ``constraints(withVisualFormat:options:metrics:views:)``.
    ///
    /// - Parameters:
    ///   - format: One line of the visual format language, such as `H:|-[label]-[field(>=80)]-|`.
    ///   - options: Alignment of every view of the line on one attribute (relative to the first view), the
    ///     direction of a horizontal line, and baseline spacing for a vertical one.
    ///   - metrics: Numbers the format names instead of writing them (`Double`, `CGFloat`, `Int`, `Float`
    ///     or `NSNumber`).
    ///   - views: The views the format names between `[` and `]`.
    /// - Returns: Inactive constraints, in the order the format describes them, then the alignments.
    /// - Throws: ``VisualFormatError`` naming the problem and its column: a format that does not fit the
    ///   grammar, a name in neither dictionary, a `|` next to a view without the line's superview, a
    ///   priority outside 1...1000, or options that contradict the line.
    public static func visualFormatConstraints(
        _ format: String, options: FormatOptions = [], metrics: [String: Any]? = nil, views: [String: Any]
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        let line = try VisualFormatParser.parse(format)
        let builder = VisualFormatBuilder(format: format, options: options, metrics: metrics ?? [:], views: views)
        return try builder.constraints(for: line)
    }

    /// Appends `error` to the diagnostics of the first window one of `views` is in (by name order).
    static func report(_ error: VisualFormatError, amongViewsIn views: [String: Any]) {
        let window = views.sorted { $0.key < $1.key }.lazy.compactMap { ($0.value as? View)?.window }.first
        window?.diagnostics.append(.invalidVisualFormat(error))
    }
}
