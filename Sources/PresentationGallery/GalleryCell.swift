import PresentationKit
import PresentationScenes

/// One image of the style gallery: a scene that presents one style on one device configuration.
public struct GalleryCell: Hashable, Sendable {
    /// The scene to render.
    public let scene: Scene
    /// The style the scene presents (its first `present` action; `.none` when it presents nothing).
    public let style: ModalPresentationStyle

    /// The cell of a scene.
    public init(scene: Scene) {
        self.scene = scene
        style =
            scene.actions.lazy.compactMap { action -> ModalPresentationStyle? in
                if case .present(let presentation) = action.operation { return presentation.style }
                return nil
            }.first ?? .none
    }

    /// Every cell of a gallery matrix, in its order.
    public static func cells(of matrix: GalleryMatrix) -> [GalleryCell] {
        matrix.scenes().map(GalleryCell.init(scene:))
    }

    /// The catalog identifier of the device.
    public var device: String { scene.device.identifier }
    /// Portrait or landscape.
    public var orientation: InterfaceOrientation { scene.orientation }
    /// The iOS era.
    public var era: Era { scene.era }
    /// Light or dark.
    public var appearance: UserInterfaceStyle { scene.appearance }

    /// The image's path below the gallery folder: `<style>/<device>.<orientation>.<era>[.dark].png`.
    public var relativePath: String {
        "\(style.rawValue)/\(device).\(orientation.rawValue).\(era.rawValue)\(appearance == .dark ? ".dark" : "").png"
    }
}
