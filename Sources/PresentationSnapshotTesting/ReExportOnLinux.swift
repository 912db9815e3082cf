// On Linux this module is the snapshot strategies of `PresentationSnapshotTestingOnLinux`, with
// swift-snapshot-testing itself, so one `import PresentationSnapshotTesting` brings both.
#if os(Linux)
    @_exported import PresentationSnapshotTestingOnLinux
    @_exported import SnapshotTesting
#endif
