import PresentationKit
import PresentationScenes
import PresentationSnapshotTesting
import SnapshotTesting
import Testing

/// One reference image per style family, rendered at 1× to keep the files small and compared within
/// 2 levels per channel on at most 0.1 % of the pixels (moved from
/// `PresentationRenderingTests/ReferenceImageTests`).
@Suite(.presentationSnapshots) struct ReferenceImageSnapshotTests {
    static var strategy: Snapshotting<Window, SnapshotImage> { .image(scale: 1, tolerance: .antialiasing) }
    static let mailboxes = "rows: [Inbox, Drafts, Sent, Junk, Trash, Archive, Flagged, Unread]"
    static let root = "{ title: Mailboxes, \(mailboxes), rightBarButtons: [Edit] }"
    static let newMessage = "content: { navigation: { title: New Message, rows: [To, Cc/Bcc, Subject] } }"

    /// The scene of `device` with `actions`, run to its end.
    static func window(
        _ device: String, orientation: InterfaceOrientation = .portrait,
        appearance: UserInterfaceStyle = .light, root: String = root, _ actions: [String]
    ) throws -> Window {
        try ReferenceScene.run(
            ReferenceScene.yaml(
                device: device, orientation: orientation, appearance: appearance,
                root: root, actions: actions), name: device
        ).window
    }

    @Test func fullScreenFamily() throws {
        let window = try Self.window(
            "iphone-14",
            [
                "present: { id: overlay, style: overFullScreen, animated: false, content: { plain: { title: Overlay, "
                    + "rows: [Translucent], listStyle: plain, background: \"#3366E699\" } } }"
            ])
        assertSnapshot(of: window, as: Self.strategy, named: "over-full-screen.iphone-14")
    }

    @Test func cardSheet() throws {
        let window = try Self.window(
            "iphone-15-pro", ["present: { id: sheet, style: pageSheet, animated: false, \(Self.newMessage) }"])
        assertSnapshot(of: window, as: Self.strategy, named: "page-sheet.iphone-15-pro")
    }

    @Test func floatingSheet() throws {
        let window = try Self.window(
            "ipad-pro-11", orientation: .landscape,
            [
                "present: { id: sheet, style: formSheet, animated: false, \(Self.newMessage) }"
            ])
        assertSnapshot(of: window, as: Self.strategy, named: "form-sheet.ipad-pro-11.landscape")
    }

    @Test func popover() throws {
        let window = try Self.window(
            "ipad-air-11-m2", orientation: .landscape,
            root: "{ title: Mailboxes, \(Self.mailboxes), rightBarButtons: [Share] }",
            [
                "present: { id: share, style: popover, animated: false, source: { barButton: Share }, "
                    + "preferredContentSize: { width: 320, height: 220 }, "
                    + "content: { plain: { title: Share, rows: [Copy, Mail, Messages, Print], listStyle: plain } } }"
            ])
        assertSnapshot(of: window, as: Self.strategy, named: "popover.ipad-air-11-m2.landscape")
    }

    @Test func mediumDetentDark() throws {
        let window = try Self.window(
            "iphone-16-pro", appearance: .dark,
            [
                "present: { id: sheet, style: pageSheet, animated: false, sheet: { detents: [medium, large], grabber: true }, "
                    + "\(Self.newMessage) }"
            ])
        assertSnapshot(of: window, as: Self.strategy, named: "medium-detent.iphone-16-pro.dark")
    }
}
