import PresentationScenes

/// The matrix `presentkit gallery` renders when no `--matrix` is given, built into the tool so that it works
/// from any folder: every built-in presentation style × every catalog device × both orientations, in the
/// latest era, light appearance. `Fixtures/gallery.yaml` holds the same text for users to copy and edit
/// (a test keeps the two identical).
public enum DefaultGalleryMatrix {
    /// The name errors in the built-in matrix would report.
    public static let fileName = "(built-in gallery matrix)"

    /// The matrix in the scene format.
    public static let yaml = """
        # The matrix `presentkit gallery` renders by default (`make gallery`): every built-in presentation
        # style × every catalog device × both orientations, in the latest era. Command-line options narrow or
        # widen each list (`--devices`, `--styles`, `--orientations`, `--eras ios12 ios18` or `--eras all`,
        # `--appearance dark`). Each image shows `content` presented from `root`; popovers point at
        # `popoverSource` with `preferredContentSize` (other styles show their own default sizes).
        devices: [iphone-se, iphone-8, iphone-8-plus, iphone-11, iphone-13-mini, iphone-14, iphone-15, iphone-16,
                  iphone-15-pro, iphone-16-pro, iphone-15-pro-max, iphone-16-pro-max, ipad-mini-6, ipad-9, ipad-10,
                  ipad-air-11-m2, ipad-pro-11, ipad-pro-12-9, ipad-pro-13-m4]
        orientations: [portrait, landscape]
        eras: [ios18]
        appearances: [light]
        styles: [automatic, pageSheet, formSheet, fullScreen, overFullScreen, currentContext, overCurrentContext, popover]
        root:
          navigation:
            title: Inbox
            rows: [Meeting notes, Flight itinerary, Quarterly report, Photos from Saturday, Invoice 1042, Weekend plans,
                   Receipt, Newsletter]
            leftBarButtons: [Edit]
            rightBarButtons: [Share]
        content:
          navigation:
            title: New Message
            rows: [To, Cc, Subject]
            listStyle: plain
            leftBarButtons: [Cancel]
            rightBarButtons: [Send]
        preferredContentSize: { width: 320, height: 360 }
        popoverSource: { barButton: Share }
        """

    /// The decoded matrix.
    public static func matrix() throws(SceneError) -> GalleryMatrix {
        try GalleryMatrix.decode(yaml: yaml, file: fileName)
    }
}
