import Foundation
import PresentationKit

/// The controllers of the view controller snapshot tests: a mail inbox, and one that opens a compose
/// sheet as soon as it appears, as an app restoring its state does.
enum Inbox {
    /// A navigation controller showing an inbox list.
    static func make(rows: [String] = ["Inbox", "Drafts", "Sent", "Junk", "Trash"]) -> NavigationController {
        NavigationController(rootViewController: PlaceholderViewController(title: "Mailboxes", rows: rows))
    }
}

/// An inbox that presents a "New Message" sheet of `style` in `viewDidAppear`.
final class ComposingInboxController: NavigationController {
    let style: ModalPresentationStyle
    private(set) var compose: ViewController?

    init(style: ModalPresentationStyle = .formSheet) {
        self.style = style
        super.init(rootViewController: PlaceholderViewController(title: "Mailboxes", rows: ["Inbox", "Drafts"]))
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let compose = NavigationController(
            rootViewController: PlaceholderViewController(title: "New Message", rows: ["To", "Cc/Bcc", "Subject"]))
        compose.modalPresentationStyle = style
        self.compose = compose
        present(compose, animated: true)
    }
}
