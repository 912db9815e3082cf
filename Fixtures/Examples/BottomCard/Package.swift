// swift-tools-version: 6.2
// Package.swift of your app's package: the same file builds for iOS and for Linux.
import PackageDescription

let package = Package(
    name: "BottomCard",
    platforms: [.iOS(.v17)],
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
    ]
)

// This repository's own rule (not needed in yours): a warning is an error.
for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
