import PresentationKit

/// The traits a snapshot asks for beyond the ones a window takes (appearance, layout direction, display
/// scale): size classes and idiom come from the device, so asking for others is an error rather than a
/// silently different picture.
struct TraitRequest {
    let traits: TraitCollection

    init(_ traits: TraitCollection) {
        self.traits = traits
    }

    /// A request the window cannot honour.
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// Throws when a size class or the idiom is specified and differs from the window's.
    func check(against environment: WindowEnvironment) throws(Unavailable) {
        let window = environment.traitCollection
        let conflicts = [
            conflict("horizontalSizeClass", traits.horizontalSizeClass, window.horizontalSizeClass, .unspecified),
            conflict("verticalSizeClass", traits.verticalSizeClass, window.verticalSizeClass, .unspecified),
            conflict("userInterfaceIdiom", traits.userInterfaceIdiom, window.userInterfaceIdiom, .unspecified),
        ]
        .compactMap { $0 }
        guard !conflicts.isEmpty else { return }
        throw Unavailable(
            description: "the window \(environment.variantName) has "
                + conflicts.joined(separator: ", ")
                + "; size classes and idiom come from the device, orientation and multitasking width "
                + "(choose a configuration that has them, such as an iPad Split View width)")
    }

    /// `horizontalSizeClass compact, not the regular asked for`, or `nil` when nothing is asked or it matches.
    private func conflict<Trait: RawRepresentable<String> & Equatable>(
        _ name: String, _ asked: Trait, _ actual: Trait, _ unspecified: Trait
    ) -> String? {
        asked == unspecified || asked == actual
            ? nil : "\(name) \(actual.rawValue), not the \(asked.rawValue) asked for"
    }
}
