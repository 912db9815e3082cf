/// A view property that changes smoothly when set inside an animation block.
public enum AnimatableProperty: String, Hashable, Sendable, Codable, CaseIterable {
    case center
    case boundsSize
    case transform
    case alpha
    case cornerRadius
    case backgroundColor
    case transform3D
    case pageCurl
    case shadowOpacity
}
