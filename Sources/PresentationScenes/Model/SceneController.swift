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
        case (.navigation(let page), .page): return .plain(page)
        case (.tabBar(let tabs, _), .tab(let index)): return tabs.indices.contains(index) ? tabs[index] : nil
        case (.split(let primary, _, _), .primary): return primary
        case (.split(_, let secondary, _), .secondary): return secondary
        default: return nil
        }
    }

    /// The titles of every bar button in this tree, in tree order.
    public var barButtonTitles: [String] {
        switch self {
        case .plain: return []
        case .navigation(let page): return page.leftBarButtons + page.rightBarButtons
        case .tabBar(let tabs, _): return tabs.flatMap(\.barButtonTitles)
        case .split(let primary, let secondary, _): return primary.barButtonTitles + (secondary?.barButtonTitles ?? [])
        }
    }
}
