import PresentationKit

func demo(_ device: String, _ style: ModalPresentationStyle, orientation: InterfaceOrientation = .portrait, era: Era = .ios18) throws {
    let window = try Window(device: device, orientation: orientation, era: era)
    let root = NavigationController(rootViewController: ViewController(title: "Inbox"))
    window.rootViewController = root
    let presented = ViewController(title: "Compose")
    presented.modalPresentationStyle = style
    if style == .popover {
        let item = BarButtonItem(title: "Share")
        root.topViewController?.navigationItem.rightBarButtonItem = item
        root.layoutIfNeededForDemo(window)
        presented.popoverPresentationController?.barButtonItem = item
        presented.preferredContentSize = Size(width: 320, height: 400)
    }
    try root.tryPresent(presented, animated: true)
    window.runUntilIdle()
    print(window.layoutDump())
}
extension ViewController { func layoutIfNeededForDemo(_ w: Window) { } }
do {
    try demo("iphone-15-pro", .pageSheet)
    try demo("ipad-pro-11", .formSheet)
    try demo("ipad-pro-11", .popover, orientation: .landscape)
    try demo("iphone-8", .pageSheet, era: .ios12)
} catch { print("error", error) }
