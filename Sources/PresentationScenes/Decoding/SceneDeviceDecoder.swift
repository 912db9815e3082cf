import Foundation
import PresentationKit

/// Reads the `device` field: a catalog identifier or alias, or an inline profile in the catalog's JSON
/// form, and checks window configurations against it.
package enum SceneDeviceDecoder {
    /// `override` when there is one (the field is then not read); otherwise the profile named or written at
    /// `reader`.
    package static func profile(from reader: NodeReader, overriddenBy override: DeviceProfile?) throws(SceneError)
        -> DeviceProfile
    {
        if let override { return override }
        return try profile(from: reader)
    }

    /// The profile named or written at `reader`.
    package static func profile(from reader: NodeReader) throws(SceneError) -> DeviceProfile {
        if case .mapping = reader.node { return try customProfile(from: reader) }
        let name = try reader.nonEmptyString()
        do {
            return try DeviceCatalog.profile(named: name)
        } catch {
            throw reader.error(error.description)
        }
    }

    /// Throws when the device has no such window in that orientation: at `reader`, or naming the
    /// command-line option `option` when an override chose the configuration.
    package static func checkAvailable(
        _ device: DeviceProfile, orientation: InterfaceOrientation,
        multitasking: MultitaskingWidth, at reader: NodeReader, blaming option: String? = nil
    ) throws(SceneError) {
        do {
            _ = try WindowEnvironment(device: device, orientation: orientation, multitasking: multitasking)
        } catch {
            let available = device.availableMultitaskingWidths(in: orientation).map(\.rawValue)
            let message = "\(error.description) (available: \(available.joined(separator: ", ")))"
            if let option { throw .override(option, file: reader.file, message) }
            throw reader.error(message)
        }
    }

    private static func customProfile(from reader: NodeReader) throws(SceneError) -> DeviceProfile {
        let profile: DeviceProfile
        do {
            let data = try JSONSerialization.data(withJSONObject: try NodeJSON.value(of: reader))
            guard let decoded = try DeviceCatalog.decodeProfiles(from: data).first else {
                throw reader.error("expected a device profile object")
            }
            profile = decoded
        } catch let error as SceneError {
            throw error
        } catch let error as ConfigurationError {
            // A bad field is reported where the file writes it.
            guard case .invalidProfile(_, let field, let reason) = error else { throw reader.error(error.description) }
            throw reader.field(field).error(reason)
        } catch let error as DecodingError {
            throw NodeJSON.locate(error, in: reader)
        } catch {
            throw reader.error("invalid device profile: \(error)")
        }
        return profile
    }
}
