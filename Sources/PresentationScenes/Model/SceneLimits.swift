import PresentationKit

/// The largest scenes the decoder accepts, so that a file cannot make the layout engine or the renderer
/// do unbounded work. Anything beyond a limit is a ``SceneError``.
public enum SceneLimits {
    /// The largest file, in bytes (1 MiB).
    public static let maximumFileSize = 1 << 20
    /// The most YAML nodes a scene file may expand to, an alias counting as many nodes as the tree it names
    /// each time it is used. The largest fixture expands to a few hundred nodes and the 200-action limit
    /// with full presentations to a few thousand, so 20,000 leaves room while refusing alias bombs early.
    public static let maximumNodes = 20_000
    /// The most actions in a scene.
    public static let maximumActions = 200
    /// The most rows in one page.
    public static let maximumRows = 100
    /// The most bar buttons on one side of a navigation bar.
    public static let maximumBarButtons = 8
    /// The most tabs in a tab bar controller.
    public static let maximumTabs = 8
    /// The most detents of one sheet.
    public static let maximumDetents = 8
    /// How deeply containers (tab bar, split, navigation) may nest.
    public static let maximumNesting = 4
    /// The longest string value, in characters (the `description` field allows ``maximumDescriptionLength``).
    public static let maximumStringLength = 200
    /// The longest `description`, in characters.
    public static let maximumDescriptionLength = 1000
    /// The largest length or coordinate, in points; also the largest side or length of a custom device
    /// (`DeviceProfile.largestLength`, which validates it).
    public static let maximumLength = DeviceProfile.largestLength
    /// The most problems one ``SceneError``'s description lists (the rest are counted on one more line): a
    /// screenful, enough to fix in one pass, while a file that is not a scene at all (a scene file's keys
    /// given to another format, say) does not flood the terminal. ``SceneError/allErrors`` holds every one.
    public static let maximumListedProblems = 20
    /// The most progress values one `dismissInteractively` drag passes through.
    public static let maximumDragSteps = 20

    // MARK: - Number fields

    /// Lengths (sizes, detent heights, corner radii, column widths, adaptive thresholds, device lengths):
    /// 0…4096 pt, about three times the largest iOS screen side (1376 pt) and within what a renderer can allocate.
    public static let length = SceneNumberRange(0...maximumLength, unit: "pt")
    /// Coordinates (a popover source rectangle's origin): −4096…4096 pt, anywhere a length reaches on either
    /// side of the origin.
    public static let coordinate = SceneNumberRange(-maximumLength...maximumLength, unit: "pt")
    /// Fractions (fraction detents, custom presentation heights, drag progress, figure instants): 0…1.
    public static let fraction = SceneNumberRange(0...1)
    /// A custom presentation's height in points: 1…4096 pt; a value under 1 is a fraction written as a number.
    public static let customPresentationHeight = SceneNumberRange(1...maximumLength, unit: "pt")
    /// One `advance`, and a figure instant's `time`: 0…60 s, longer than any UIKit transition or spring
    /// settles, yet a bounded number of frames for `animate`.
    public static let advance = SceneNumberRange(0...60, unit: "s")
    /// The `drag` and `hold` time of one progress value of `dismissInteractively`: 0…10 s, far slower
    /// than any real swipe.
    public static let dragTime = SceneNumberRange(0...10, unit: "s")
}
