import PresentationKit

/// Trees with a node turned in perspective or curled up, for the renderer's depth tests.
enum DepthScenes {
    /// The iPhone list with its root content turned about the vertical axis by `degrees` (the flip's
    /// perspective), on the black window.
    static func flipped(_ degrees: Double, device: String = "iphone-15-pro") throws -> RenderTree {
        var tree = try Scenes.plain(device)
        tree.root.children[0].transform3D = Transform3D(rotationY: degrees * .pi / 180, perspectiveDistance: 1000)
        return tree
    }

    /// A full-screen red page under the list, whose page is curled by `curl` (a partial-curl
    /// presentation with the presented content painted red).
    static func curled(_ curl: Double, appearance: UserInterfaceStyle = .light) throws -> RenderTree {
        let (window, root) = try Scenes.window("iphone-15-pro", appearance: appearance)
        let presented = PlaceholderViewController(title: "Settings", rows: ["Standard", "Hybrid"])
        presented.modalPresentationStyle = .fullScreen
        presented.modalTransitionStyle = .partialCurl
        try root.tryPresent(presented, animated: false)
        window.runUntilIdle()
        var tree = window.renderTree()
        for index in tree.root.children.indices {
            if tree.root.children[index].pageCurl != nil { tree.root.children[index].pageCurl = curl }
            if tree.root.children[index].role == .container { paintRed(&tree.root.children[index]) }
        }
        return tree
    }

    /// ``curled(_:appearance:)`` with a 30-pt blue square on the curled page centred at `center` (window
    /// points, the page's own coordinates as it fills the window).
    static func curled(_ curl: Double, markedAt center: Point) throws -> RenderTree {
        var tree = try curled(curl)
        guard let index = tree.root.children.firstIndex(where: { $0.pageCurl != nil }) else { return tree }
        var marker = tree.root.children[index]
        marker.role = .view
        marker.pageCurl = nil
        marker.children = []
        marker.size = Size(width: 30, height: 30)
        marker.transform = AffineTransform(translationX: center.x - 15, y: center.y - 15)
        marker.frame = Rect(x: center.x - 15, y: center.y - 15, width: 30, height: 30)
        marker.backgroundColor = ColorComponents(red: 0, green: 0, blue: 1)
        marker.cornerRadius = 0
        marker.shadow = nil
        marker.text = nil
        marker.typesetText = nil
        marker.image = nil
        tree.root.children[index].children.append(marker)
        return tree
    }

    private static func paintRed(_ node: inout RenderNode) {
        node.backgroundColor = ColorComponents(red: 1, green: 0, blue: 0)
        node.text = nil
        for index in node.children.indices { paintRed(&node.children[index]) }
    }
}
