import PresentationKit

extension SceneTimeline {
    /// The keys of the object form of `rotate` and `resize`.

    /// Reads `rotate: landscape` or `rotate: {to: landscape, animated: true}` (not animated by default) and
    /// checks the device has the window it leads to.
    mutating func readRotation(_ reader: NodeReader) throws(SceneError) -> SceneOperation {
        let (target, animated) = try targetAndAnimation(reader)
        let orientation = try target.name(of: InterfaceOrientation.self, noun: "orientation")
        try SceneDeviceDecoder.checkAvailable(device, orientation: orientation, multitasking: multitasking, at: target)
        self.orientation = orientation
        return .rotate(orientation, animated: animated)
    }

    /// Reads `resize: oneThird` or `resize: {to: oneThird, animated: true}` (not animated by default) and
    /// checks the device has that width in the current orientation.
    mutating func readResize(_ reader: NodeReader) throws(SceneError) -> SceneOperation {
        let (target, animated) = try targetAndAnimation(reader)
        let width = try target.name(of: MultitaskingWidth.self, noun: "multitasking width")
        try SceneDeviceDecoder.checkAvailable(device, orientation: orientation, multitasking: width, at: target)
        multitasking = width
        return .resize(width, animated: animated)
    }

    /// The reader of the target name and whether the change animates, for either form.
    private func targetAndAnimation(_ reader: NodeReader) throws(SceneError) -> (NodeReader, Bool) {
        guard case .mapping = reader.node else { return (reader, false) }
        let fields = try reader.mapping(allowedKeys: SceneKeys.reconfiguration)
        let animated = try fields.optional("animated") { reader throws(SceneError) in try reader.bool() } ?? false
        return (try fields.required("to"), animated)
    }
}
