extension SheetPresentationController.Detent {
    /// The name of a detent, as `UISheetPresentationController.Detent.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable, Codable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from a string.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The medium detent.
        public static let medium = Identifier("com.apple.UIKit.medium")
        /// The large detent.
        public static let large = Identifier("com.apple.UIKit.large")
    }
}
