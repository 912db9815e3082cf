import PresentationKit

/// Small presentation scenes shared by the renderer tests and previews.
enum Scenes {
    static let inboxRows = ["Inbox", "Drafts", "Sent", "Junk", "Trash", "Archive", "Flagged", "Unread"]

    /// A navigation controller showing a placeholder list.
    static func window(
        _ device: String, orientation: InterfaceOrientation = .portrait, era: Era = .ios18,
        appearance: UserInterfaceStyle = .light, shareButton: BarButtonItem? = nil
    ) throws -> (Window, ViewController) {
        let window = try Window(device: device, orientation: orientation, era: era, appearance: appearance)
        let content = PlaceholderViewController(title: "Mailboxes", rows: inboxRows)
        content.navigationItem.rightBarButtonItem = shareButton ?? BarButtonItem(title: "Edit")
        let root = NavigationController(rootViewController: content)
        window.rootViewController = root
        window.runUntilIdle()
        return (window, root)
    }

    /// A root list with nothing presented.
    static func plain(
        _ device: String, orientation: InterfaceOrientation = .portrait,
        appearance: UserInterfaceStyle = .light
    ) throws -> RenderTree {
        let (window, _) = try window(device, orientation: orientation, appearance: appearance)
        return window.renderTree()
    }

    /// A controller presented with `style` over the list.
    static func presenting(
        _ style: ModalPresentationStyle, on device: String, orientation: InterfaceOrientation = .portrait,
        appearance: UserInterfaceStyle = .light, configure: (ViewController) -> Void = { _ in }
    ) throws -> RenderTree {
        let (window, root) = try window(device, orientation: orientation, appearance: appearance)
        let sheet = NavigationController(
            rootViewController: PlaceholderViewController(
                title: "New Message", rows: ["To", "Cc/Bcc", "Subject"]))
        sheet.modalPresentationStyle = style
        configure(sheet)
        try root.tryPresent(sheet, animated: false)
        window.runUntilIdle()
        return window.renderTree()
    }

    /// A popover anchored on the bar button item of the list.
    static func popover(
        on device: String, orientation: InterfaceOrientation = .landscape,
        appearance: UserInterfaceStyle = .light
    ) throws -> RenderTree {
        let share = BarButtonItem(title: "Share")
        let (window, root) = try window(device, orientation: orientation, appearance: appearance, shareButton: share)
        let content = PlaceholderViewController(
            title: "Share", rows: ["Copy", "Mail", "Messages", "Print"],
            listStyle: .plain)
        content.preferredContentSize = Size(width: 320, height: 220)
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.barButtonItem = share
        try root.tryPresent(content, animated: false)
        window.runUntilIdle()
        return window.renderTree()
    }

    /// A medium-detent sheet with a grabber.
    static func mediumSheet(on device: String, appearance: UserInterfaceStyle = .light) throws -> RenderTree {
        try presenting(.pageSheet, on: device, appearance: appearance) { controller in
            controller.sheetPresentationController?.detents = [.medium(), .large()]
            controller.sheetPresentationController?.prefersGrabberVisible = true
        }
    }
}
