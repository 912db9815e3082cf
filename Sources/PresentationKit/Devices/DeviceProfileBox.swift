/// An immutable reference to a device profile, shared by copies of a ``WindowEnvironment``.
final class DeviceProfileBox: Sendable {
    let profile: DeviceProfile

    init(_ profile: DeviceProfile) {
        self.profile = profile
    }
}
