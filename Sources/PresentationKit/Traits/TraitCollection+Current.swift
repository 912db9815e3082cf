extension TraitCollection {
    /// The traits the running code should use, as `UITraitCollection.current`: inside
    /// ``performAsCurrent(_:)`` the receiver of that call, otherwise the traits of the window whose work is
    /// running (``Window/current``: layout, `traitCollectionDidChange`, presentation callbacks, animation
    /// completions), otherwise an empty collection.
    ///
    /// Differs from UIKit: a task-local rather than a main-thread global, so windows on other tasks see
    /// their own; read-only (bind traits with ``performAsCurrent(_:)``); and during a window's work it is
    /// the window's traits, where UIKit sets those of the particular view or controller it calls (they differ
    /// only under a presentation's `overrideTraitCollection`).
    public static var current: TraitCollection {
        CurrentTraits.override ?? Window.current?.traitCollection ?? TraitCollection()
    }

    /// Runs `actions` with this collection as ``current``, as `UITraitCollection.performAsCurrent(_:)`.
    public func performAsCurrent<Failure: Error>(_ actions: () throws(Failure) -> Void) throws(Failure) {
        let outcome = CurrentTraits.$override.withValue(self) {
            Swift.Result { () throws(Failure) in try actions() }
        }
        try outcome.get()
    }

    /// Whether colours can resolve differently here than in `other`, as UIKit's
    /// `hasDifferentColorAppearance(comparedTo:)`: here only the light or dark style decides colours, so
    /// this compares ``userInterfaceStyle`` (a `nil` collection counts as unspecified).
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
    }
}

/// The task-local binding behind ``TraitCollection/performAsCurrent(_:)``.
enum CurrentTraits {
    @TaskLocal static var override: TraitCollection?
}
