// swift-tools-version: 6.2
// An app's presentation code, written exactly as for iOS, snapshot-tested on Linux with PresentationKit.
// On Linux `import UIKit` resolves to PresentationKit's UIKitOnLinux; on Apple platforms the condition
// leaves it out and the real UIKit is used.
import PackageDescription

let package = Package(
    name: "BottomCard",
    dependencies: [
        .package(name: "PresentationKit", path: "../../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(
            name: "BottomCard",
            dependencies: [
                .product(name: "UIKitOnLinux", package: "PresentationKit", condition: .when(platforms: [.linux]))
            ]
        ),
        .testTarget(
            name: "BottomCardTests",
            dependencies: [
                "BottomCard",
                .product(name: "PresentationSnapshotTesting", package: "PresentationKit"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
