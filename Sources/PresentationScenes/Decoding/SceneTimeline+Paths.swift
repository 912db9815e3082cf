extension SceneTimeline {
    /// The segment names a controller path may use (besides `tab<N>`).
    static let segmentNames = ["primary", "secondary", "page", "tab0"]

    /// Reads a controller path and checks that it leads to a controller on screen.
    func controllerPath(_ reader: NodeReader) throws(SceneError) -> SceneControllerPath {
        let text = try reader.nonEmptyString()
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let head = parts.first ?? ""
        var path: SceneControllerPath
        var controller: SceneController
        if head == "root" {
            (path, controller) = (.root, root)
        } else {
            let entry = try presentedEntry(id: head, at: reader)
            (path, controller) = (SceneControllerPath(start: .presentation(head)), entry.presentation.content)
        }
        for part in parts.dropFirst() {
            let segment = try Self.segment(part, at: reader)
            guard let child = controller.child(at: segment) else {
                throw reader.error("'\(path)' is \(Self.kindDescription(controller)), which has no '\(part)'")
            }
            path.segments.append(segment)
            controller = child
        }
        return path
    }

    /// The controller tree a path starts in (the root tree or a presented one).
    func tree(startingAt path: SceneControllerPath) -> SceneController {
        guard let id = path.presentationID,
            let entry = onScreen.first(where: { $0.presentation.id == id })
        else { return root }
        return entry.presentation.content
    }

    private static func segment(_ text: String, at reader: NodeReader) throws(SceneError) -> SceneControllerPath.Segment
    {
        switch text {
        case "primary": return .primary
        case "secondary": return .secondary
        case "page": return .page
        default:
            if text.hasPrefix("tab"), let index = Int(text.dropFirst(3)), index >= 0 { return .tab(index) }
            throw reader.error(
                "unknown path step '\(text)'" + SceneSuggestion.hint(for: text, among: segmentNames)
                    + "; use primary, secondary, page or tab<N>")
        }
    }

    private static func kindDescription(_ controller: SceneController) -> String {
        switch controller {
        case .plain: return "a plain page"
        case .navigation: return "a navigation controller"
        case .tabBar(let tabs, _): return "a tab bar controller with \(tabs.count) tab\(tabs.count == 1 ? "" : "s")"
        case .split(_, let secondary, _):
            return secondary == nil ? "a split view controller without a secondary column" : "a split view controller"
        }
    }
}
