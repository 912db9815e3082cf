import PresentationKit

/// Builds the window a gallery cell shows: a mail-like navigation controller presenting a "New Message"
/// navigation controller with the cell's style. Popovers point at the navigation bar's trailing button.
public enum GalleryScene {
    /// The laid-out window of a cell, transitions finished.
    public static func window(for cell: GalleryCell) throws -> Window {
        let window = try Window(device: cell.device, orientation: cell.orientation, era: cell.era,
                                appearance: cell.appearance)
        let inbox = PlaceholderViewController(title: "Inbox", rows: [
            "Meeting notes", "Flight itinerary", "Quarterly report", "Photos from Saturday", "Invoice #1042",
            "Weekend plans", "Receipt", "Newsletter",
        ])
        let share = BarButtonItem(title: "Share")
        inbox.navigationItem.rightBarButtonItem = share
        inbox.navigationItem.leftBarButtonItem = BarButtonItem(title: "Edit")
        let root = NavigationController(rootViewController: inbox)
        window.rootViewController = root
        let message = PlaceholderViewController(title: "New Message", rows: ["To", "Cc", "Subject"],
                                                listStyle: .plain)
        message.navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel")
        message.navigationItem.rightBarButtonItem = BarButtonItem(title: "Send")
        let presented = NavigationController(rootViewController: message)
        presented.title = cell.style.rawValue
        presented.modalPresentationStyle = cell.style
        if cell.style == .popover {
            presented.popoverPresentationController?.barButtonItem = share
            presented.preferredContentSize = Size(width: 320, height: 360)
        }
        try inbox.tryPresent(presented, animated: false)
        window.runUntilIdle()
        return window
    }
}
