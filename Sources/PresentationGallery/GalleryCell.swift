import PresentationKit

/// One image of the style gallery: a style on a device configuration.
public struct GalleryCell: Hashable, Sendable {
    /// The catalog device.
    public var device: String
    /// Portrait or landscape.
    public var orientation: InterfaceOrientation
    /// The iOS era.
    public var era: Era
    /// Light or dark.
    public var appearance: UserInterfaceStyle
    /// The style presented.
    public var style: ModalPresentationStyle

    /// Creates a cell.
    public init(device: String, orientation: InterfaceOrientation, era: Era, appearance: UserInterfaceStyle = .light,
                style: ModalPresentationStyle) {
        self.device = device
        self.orientation = orientation
        self.era = era
        self.appearance = appearance
        self.style = style
    }

    /// The image's path below the gallery folder: `<style>/<device>.<orientation>.<era>[.dark].png`.
    public var relativePath: String {
        "\(style.rawValue)/\(device).\(orientation.rawValue).\(era.rawValue)\(appearance == .dark ? ".dark" : "").png"
    }
}
