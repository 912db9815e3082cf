/// The orientation of the interface on the screen.
///
/// UIKit distinguishes four orientations; this model keeps two, because every catalog device has the
/// same layout in both landscape orientations apart from which side the sensor housing is on.
/// `landscape` is UIKit's `landscapeRight` (home indicator on the right, sensor housing on the left).
public enum InterfaceOrientation: String, Hashable, Sendable, Codable, CaseIterable {
    /// Taller than wide.
    case portrait
    /// Wider than tall.
    case landscape
}
