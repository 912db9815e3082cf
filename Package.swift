// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "PresentationKit",
    products: [
        .library(name: "PresentationKit", targets: ["PresentationKit"]),
    ],
    targets: [
        .target(
            name: "PresentationKit",
            path: "Sources/PresentationKit"
        ),
        .executableTarget(
            name: "PresentationKitBenchmarks",
            dependencies: ["PresentationKit"],
            path: "Sources/PresentationKitBenchmarks"
        ),
        .testTarget(
            name: "PresentationKitTests",
            dependencies: ["PresentationKit"],
            path: "Tests/PresentationKitTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
