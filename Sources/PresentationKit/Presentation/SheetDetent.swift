extension SheetPresentationController {
    /// A height a sheet can rest at, as `UISheetPresentationController.Detent`.
    ///
    /// Values are heights of the sheet above the bottom safe area. `.medium()` is half the maximum
    /// (Apple says "approximately half"; the exact resolver is not public, see the metrics table);
    /// `.large()` is the full height.
    public final class Detent: Sendable, CustomStringConvertible {
        /// The detent's identifier.
        public let identifier: Identifier
        private let resolver: @Sendable (SheetPresentationControllerDetentResolutionContext) -> Double?

        private init(
            identifier: Identifier,
            resolver: @escaping @Sendable (SheetPresentationControllerDetentResolutionContext) -> Double?
        ) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the screen; inactive in compact height.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                context.containerTraitCollection.verticalSizeClass == .compact
                    ? nil : context.maximumDetentValue * 0.5
            }
        }

        /// The full height.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A detent whose height a closure computes (return `nil` to make it inactive), as
        /// `.custom(identifier:resolver:)` in iOS 16.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping @Sendable (SheetPresentationControllerDetentResolutionContext) -> Double?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom"), resolver: resolver)
        }

        /// The height this detent resolves to in a context, clamped to 0…maximum; `nil` when inactive.
        public func resolvedValue(in context: SheetPresentationControllerDetentResolutionContext) -> Double? {
            guard let value = resolver(context), value.isFinite else { return nil }
            return min(max(0, value), context.maximumDetentValue)
        }

        public var description: String { identifier.rawValue }
    }
}
