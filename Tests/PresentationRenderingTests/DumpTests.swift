import PresentationKit
import Testing

@Test func dumpScenes() throws {
    print(try Scenes.presenting(.pageSheet, on: "iphone-15-pro").textDump())
    print(try Scenes.presenting(.formSheet, on: "ipad-pro-11").textDump())
    print(try Scenes.popover(on: "ipad-pro-11").textDump())
    print(try Scenes.mediumSheet(on: "iphone-15-pro", appearance: .dark).textDump())
    print(try Scenes.plain("iphone-8").textDump())
    print(try Scenes.plain("iphone-15-pro", orientation: .landscape).textDump())
}
