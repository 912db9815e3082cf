// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "PresentationKit",
    products: [
        .executable(name: "presentkit", targets: ["presentkit"]),
        .library(name: "PresentationScenes", targets: ["PresentationScenes"]),
        .library(name: "PresentationKit", targets: ["PresentationKit"]),
        .library(name: "PresentationRendering", targets: ["PresentationRendering"]),
        .library(name: "PresentationGallery", targets: ["PresentationGallery"]),
        .library(name: "PresentationFigures", targets: ["PresentationFigures"]),
        .library(name: "PresentationSnapshotTesting", targets: ["PresentationSnapshotTesting"]),
        .library(name: "PresentationComparison", targets: ["PresentationComparison"]),
        // A product on purpose: its RGBAImage and GraphicsError appear in the rendering and snapshot APIs,
        // and the benchmarks package (Benchmarks/) records and replays its drawing operations.
        .library(name: "CairoGraphics", targets: ["CairoGraphics"]),
        .library(name: "OutputFiles", targets: ["OutputFiles"]),
        // `import UIKit` and `import CoreGraphics` on Linux. Depend on it with
        // `condition: .when(platforms: [.linux])`, so that Apple platforms use the real frameworks.
        .library(name: "UIKitOnLinux", targets: ["UIKit", "QuartzCore", "CoreGraphics", "OSLogOnLinux"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ] + documentationPlugin,
    targets: [
        .systemLibrary(
            name: "CCairo",
            path: "Sources/CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev", "libpng-dev", "libfontconfig-dev"])]
        ),
        .systemLibrary(
            name: "CDeflate",
            path: "Sources/CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        .target(
            name: "OutputFiles",
            path: "Sources/OutputFiles"
        ),
        // Int(saturating:), the conversion of computed Doubles that never traps (a package-level helper).
        .target(
            name: "WholeNumbers",
            path: "Sources/WholeNumbers"
        ),
        .target(
            name: "CairoGraphics",
            dependencies: ["CCairo", "CDeflate", "OutputFiles", "WholeNumbers"],
            path: "Sources/CairoGraphics"
        ),
        .target(
            name: "PresentationKit",
            dependencies: ["WholeNumbers"],
            path: "Sources/PresentationKit"
        ),
        .target(
            name: "CoreGraphics",
            dependencies: ["PresentationKit", "WholeNumbers", "_Testing_CoreGraphics"],
            path: "Sources/CoreGraphics"
        ),
        .target(
            name: "QuartzCore",
            dependencies: ["CoreGraphics", "PresentationKit"],
            path: "Sources/QuartzCore"
        ),
        .target(
            name: "UIKit",
            dependencies: [
                "CoreGraphics", "QuartzCore", "PresentationKit", "OSLogOnLinux", "SystemSubmodules", "_Testing_UIKit",
            ],
            path: "Sources/UIKit"
        ),
        // Unified logging's names (`Logger`, `os_log`), re-exported by UIKit. Not a Swift module named `os`: every
        // Swift module of a build lands in one folder, so packages that test `canImport(os)` (swift-argument-parser,
        // swift-syntax, xctest-dynamic-overlay) would take it for Darwin's and fail.
        .target(name: "OSLogOnLinux", path: "Sources/OSLogOnLinux"),
        // Clang module maps that give `import os`, `import os.log` and `import UIKit.UIGestureRecognizerSubclass`
        // something to resolve to (seen only by the targets that depend on UIKit); the Swift UIKit module is the
        // Clang UIKit module's overlay.
        .target(name: "SystemSubmodules", path: "Sources/SystemSubmodules"),
        // Empty stand-ins for Swift Testing's cross-import overlays, which Linux toolchains do not ship.
        .target(name: "_Testing_CoreGraphics", path: "Sources/TestingOverlays/CoreGraphics"),
        .target(name: "_Testing_UIKit", path: "Sources/TestingOverlays/UIKit"),
        .target(
            name: "PresentationRendering",
            dependencies: ["PresentationKit", "CairoGraphics", "OutputFiles", "WholeNumbers"],
            path: "Sources/PresentationRendering"
        ),
        .target(
            name: "PresentationScenes",
            dependencies: [
                "PresentationKit", "OutputFiles", "WholeNumbers", .product(name: "Yams", package: "Yams"),
            ],
            path: "Sources/PresentationScenes"
        ),
        .target(
            name: "PresentationGallery",
            dependencies: [
                "PresentationKit", "PresentationScenes", "PresentationRendering", "CairoGraphics", "OutputFiles",
                "WholeNumbers",
            ],
            path: "Sources/PresentationGallery"
        ),
        .target(
            name: "PresentationFigures",
            dependencies: [
                "PresentationKit", "PresentationScenes", "PresentationRendering", "CairoGraphics", "OutputFiles",
                "WholeNumbers",
            ],
            path: "Sources/PresentationFigures"
        ),
        // Comparing snapshots with references (pixels within a tolerance, layout dumps line by line), without
        // swift-snapshot-testing, so that the `presentkit` binary does not link XCTest or Swift Testing.
        .target(
            name: "PresentationComparison",
            dependencies: ["PresentationKit", "CairoGraphics", "WholeNumbers"],
            path: "Sources/PresentationComparison"
        ),
        // The Linux implementation of the snapshot strategies, re-exported by `PresentationSnapshotTesting`.
        .target(
            name: "PresentationSnapshotTestingOnLinux",
            dependencies: [
                "PresentationKit", "PresentationScenes", "PresentationRendering", "PresentationComparison",
                "CairoGraphics", "OutputFiles", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Sources/PresentationSnapshotTestingOnLinux"
        ),
        // What a test file shared by iOS and Linux imports: on Linux the strategies above, on Apple platforms
        // swift-snapshot-testing with the `.presentationSnapshots` trait as its `.snapshots`.
        .target(
            name: "PresentationSnapshotTesting",
            dependencies: [
                .target(name: "PresentationSnapshotTestingOnLinux", condition: .when(platforms: [.linux])),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Sources/PresentationSnapshotTesting"
        ),
        .executableTarget(
            name: "presentkit",
            dependencies: [
                "PresentationKit", "PresentationScenes", "PresentationRendering", "PresentationGallery",
                "PresentationFigures", "PresentationComparison", "CairoGraphics", "OutputFiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/presentkit"
        ),
        .target(
            name: "HeadlessBrowserSupport",
            path: "Tests/HeadlessBrowserSupport"
        ),
        // A JSON Schema validator for the tests that check the committed scene and figure schemas, and the
        // number-bound cases that compare the schemas' bounds with the decoders'.
        .target(
            name: "SchemaValidationSupport",
            dependencies: ["PresentationScenes", .product(name: "Yams", package: "Yams")],
            path: "Tests/SchemaValidationSupport"
        ),
        .testTarget(
            name: "CairoGraphicsTests",
            dependencies: ["CairoGraphics"],
            path: "Tests/CairoGraphicsTests"
        ),
        .testTarget(
            name: "PresentationScenesTests",
            dependencies: [
                "PresentationScenes", "PresentationKit", "SchemaValidationSupport",
                .product(name: "Yams", package: "Yams"),
            ],
            path: "Tests/PresentationScenesTests",
            exclude: ["Broken", "SeveralMistakes"]
        ),
        .testTarget(
            name: "PresentationFiguresTests",
            dependencies: [
                "PresentationFigures", "PresentationScenes", "PresentationRendering", "PresentationKit",
                "CairoGraphics", "SchemaValidationSupport", "HeadlessBrowserSupport",
            ],
            path: "Tests/PresentationFiguresTests"
        ),
        .testTarget(
            name: "PresentationRenderingTests",
            dependencies: ["PresentationRendering", "PresentationKit", "CairoGraphics", "HeadlessBrowserSupport"],
            path: "Tests/PresentationRenderingTests"
        ),
        .testTarget(
            name: "PresentationGalleryTests",
            dependencies: [
                "PresentationGallery", "PresentationKit", "PresentationScenes", "PresentationRendering",
                "CairoGraphics", "HeadlessBrowserSupport",
            ],
            path: "Tests/PresentationGalleryTests"
        ),
        .testTarget(
            name: "PresentationSnapshotTestingTests",
            dependencies: [
                "PresentationSnapshotTesting", "PresentationSnapshotTestingOnLinux", "PresentationComparison",
                "PresentationKit", "PresentationScenes", "PresentationRendering",
                "CairoGraphics", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                // `import UIKit` in the upstream-style view controller snapshot tests.
                .target(name: "UIKit", condition: .when(platforms: [.linux])),
            ],
            path: "Tests/PresentationSnapshotTestingTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "PresentKitCLITests",
            dependencies: [
                "presentkit", "CairoGraphics", "PresentationComparison", "PresentationRendering",
                "HeadlessBrowserSupport",
            ],
            path: "Tests/PresentKitCLITests"
        ),
        .testTarget(
            name: "OutputFilesTests",
            dependencies: ["OutputFiles"],
            path: "Tests/OutputFilesTests"
        ),
        .testTarget(
            name: "UIKitCompatibilityTests",
            dependencies: [
                .target(name: "UIKit", condition: .when(platforms: [.linux])),
                .target(name: "QuartzCore", condition: .when(platforms: [.linux])),
                // Renders the layer tests' views to check pixels.
                "PresentationRendering", "CairoGraphics",
            ],
            path: "Tests/UIKitCompatibilityTests",
            // Read through #filePath by the declaration check, not bundled.
            exclude: ["Declarations/sdk-declarations.json"]
        ),
        .testTarget(
            name: "PresentationKitTests",
            dependencies: ["PresentationKit", "WholeNumbers"],
            path: "Tests/PresentationKitTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Warnings are errors in the compiler itself, for every target of this package (dependencies keep their
// own settings): an incremental build cannot skip the check, and no log has to be searched.
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}

/// `swift package generate-documentation` (`make docs`) needs the DocC plugin, which nothing links. It is a
/// dependency only when `PRESENTATIONKIT_DOCS` is set, so that other builds (and packages that depend on this
/// one) do not check out the plugin and its own dependencies.
var documentationPlugin: [Package.Dependency] {
    guard Context.environment["PRESENTATIONKIT_DOCS"] != nil else { return [] }
    return [.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")]
}
