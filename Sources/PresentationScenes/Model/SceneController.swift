/// A view controller in a scene: a page of placeholder content, alone or in a container.
public indirect enum SceneController: Hashable, Sendable {
    /// A page without a navigation bar (`plain:` in files).
    case plain(ScenePage)
    /// A page inside a navigation controller, with its title and bar buttons in the bar (`navigation:`).
    case navigation(ScenePage)
    /// A tab bar controller with its tabs and the selected index (`tabBar:`).
    case tabBar(tabs: [SceneController], selectedIndex: Int)
    /// A split view controller (`split:`).
    case split(primary: SceneController, secondary: SceneController?, primaryColumnWidth: Double?)

    /// The child at one step of a controller path, if this controller has it.
    public func child(at segment: SceneControllerPath.Segment) -> SceneController? {
        switch (self, segment) {
        case let (.navigation(page), .page): return .plain(page)
        case let (.tabBar(tabs, _), .tab(index)): return tabs.indices.contains(index) ? tabs[index] : nil
        case let (.split(primary, _, _), .primary): return primary
        case let (.split(_, secondary, _), .secondary): return secondary
        default: return nil
        }
    }

    /// The titles of every bar button in this tree, in tree order.
    public var barButtonTitles: [String] {
        switch self {
        case .plain: return []
        case let .navigation(page): return page.leftBarButtons + page.rightBarButtons
        case let .tabBar(tabs, _): return tabs.flatMap(\.barButtonTitles)
        case let .split(primary, secondary, _): return primary.barButtonTitles + (secondary?.barButtonTitles ?? [])
        }
    }
}
