import Foundation
import PresentationKit

/// The presenting screen of the example: a document list with an "Inspector" button, which tells its
/// ``InspectorPresenter`` when the traits are about to change.
final class DocumentViewController: PlaceholderViewController {
    let inspectorButton = BarButtonItem(title: "Inspector")
    private(set) lazy var inspectorPresenter = InspectorPresenter(
        inspector: PlaceholderViewController(
            title: "Inspector", rows: ["Color", "Line width", "Opacity"],
            listStyle: .plain),
        barButtonItem: inspectorButton)

    init() {
        super.init(title: "Document", rows: ["Page 1", "Page 2", "Page 3", "Page 4", "Page 5", "Page 6"])
        navigationItem.rightBarButtonItem = inspectorButton
    }

    required init?(coder: NSCoder) { nil }

    override func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        inspectorPresenter.traitsWillChange(to: newCollection, with: coordinator)
    }

    /// A navigation controller around a new document, installed as `window`'s root and settled.
    static func install(in window: Window) -> DocumentViewController {
        let document = DocumentViewController()
        window.rootViewController = NavigationController(rootViewController: document)
        window.runUntilIdle()
        return document
    }

    /// A document installed in `window` with its inspector shown (by default as a tap would: animated,
    /// then settled).
    @discardableResult
    static func showInspector(in window: Window, animated: Bool = true) throws -> DocumentViewController {
        let document = install(in: window)
        try document.inspectorPresenter.present(from: document, animated: animated)
        window.runUntilIdle()
        return document
    }
}
