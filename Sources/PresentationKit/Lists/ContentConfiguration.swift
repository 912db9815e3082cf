import Foundation

/// What a view shows and how, as a value, as UIKit's `UIContentConfiguration`: it makes the view that shows it
/// and gives a copy adjusted for a state (selected, highlighted, …).
public protocol ContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> View & ContentView
    /// A copy adjusted for `state`.
    func updated(for state: ConfigurationState) -> Self
}

/// A view that shows a ``ContentConfiguration``, as UIKit's `UIContentView`; setting ``configuration`` updates
/// what it shows.
public protocol ContentView: AnyObject {
    /// What the view shows.
    var configuration: ContentConfiguration { get set }
    /// Whether the view can show `configuration` (iOS 16); the default answers `true`.
    func supports(_ configuration: ContentConfiguration) -> Bool
}

extension ContentView {
    public func supports(_ configuration: ContentConfiguration) -> Bool { true }
}

/// The state a configuration is updated for, as UIKit's `UIConfigurationState`.
public protocol ConfigurationState {
    /// A state with these traits and nothing else set.
    init(traitCollection: TraitCollection)
    /// The traits of the view the state belongs to.
    var traitCollection: TraitCollection { get set }
}

/// A cell's state, as UIKit's `UICellConfigurationState`: its traits and whether it is selected, highlighted,
/// disabled, focused, editing, swiped or expanded.
public struct CellConfigurationState: ConfigurationState, Hashable {
    public var traitCollection: TraitCollection
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted (a finger is on it).
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has the focus.
    public var isFocused = false
    /// Whether the table or collection is editing.
    public var isEditing = false
    /// Whether the cell's swipe actions show.
    public var isSwiped = false
    /// Whether the cell is expanded (outline lists).
    public var isExpanded = false
    /// Whether the cell is being reordered.
    public var isReordering = false

    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }
}

extension ContentConfiguration {
    /// Shows this configuration in `container`: in `current` when that view supports it, else in a new view
    /// made by the configuration (which replaces `current`). Answers the view that shows it.
    package func install(in container: View, replacing current: (View & ContentView)?) -> View & ContentView {
        if let current, current.supports(self) {
            current.configuration = self
            return current
        }
        current?.removeFromSuperview()
        let view = makeContentView()
        container.addSubview(view)
        return view
    }
}
