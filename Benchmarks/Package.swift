// swift-tools-version: 6.2
// The benchmarks live apart from the shipping package (as apple/swift-collections keeps its own), so that
// `make test` never builds them. `make benchmark` (in the repository root) builds this package in release.
import PackageDescription

let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "PresentationKitBenchmarks",
    dependencies: [
        .package(name: "PresentationKit", path: "..")
    ],
    targets: [
        .systemLibrary(
            name: "CCairoFloor",
            path: "Sources/CCairoFloor",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev", "libpng-dev"])]
        ),
        .executableTarget(
            name: "CairoFloorBenchmark",
            dependencies: ["CCairoFloor"],
            path: "Sources/CairoFloorBenchmark",
            cSettings: [.headerSearchPath("../CCairoFloor"), .treatAllWarnings(as: .error)],
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("fontconfig"), .linkedLibrary("m")]
        ),
        .target(
            name: "DisplayList",
            dependencies: [.product(name: "CairoGraphics", package: "PresentationKit")],
            path: "Sources/DisplayList",
            swiftSettings: strict
        ),
        .executableTarget(
            name: "RenderBenchmarks",
            dependencies: [
                "DisplayList",
                .product(name: "PresentationKit", package: "PresentationKit"),
                .product(name: "PresentationScenes", package: "PresentationKit"),
                .product(name: "PresentationRendering", package: "PresentationKit"),
                .product(name: "PresentationGallery", package: "PresentationKit"),
                .product(name: "CairoGraphics", package: "PresentationKit"),
            ],
            path: "Sources/RenderBenchmarks",
            swiftSettings: strict
        ),
        .executableTarget(
            name: "SnapshotBenchmarks",
            dependencies: [
                .product(name: "PresentationSnapshotTesting", package: "PresentationKit"),
                .product(name: "PresentationKit", package: "PresentationKit"),
                .product(name: "PresentationScenes", package: "PresentationKit"),
                .product(name: "PresentationRendering", package: "PresentationKit"),
                .product(name: "CairoGraphics", package: "PresentationKit"),
            ],
            path: "Sources/SnapshotBenchmarks",
            swiftSettings: strict
        ),
        .executableTarget(
            name: "PresentationKitBenchmarks",
            dependencies: [.product(name: "PresentationKit", package: "PresentationKit")],
            path: "Sources/PresentationKitBenchmarks",
            swiftSettings: strict
        ),
        .testTarget(
            name: "DisplayListTests",
            dependencies: ["DisplayList", .product(name: "CairoGraphics", package: "PresentationKit")],
            path: "Tests/DisplayListTests",
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
