// swift-tools-version: 6.2
// libFuzzer on the project's input files (scenes, figures, gallery matrices), built with
// `-sanitize=fuzzer,address` by `make fuzz` (scripts/fuzz.sh), and random UIKit programs run in-process, built
// with `-sanitize=address` by `make fuzz-uikit` (scripts/fuzz-uikit.sh). A package of its own, like
// Benchmarks/, so that `make test` never builds it.
import PackageDescription

let package = Package(
    name: "PresentationKitFuzz",
    dependencies: [
        .package(name: "PresentationKit", path: ".."),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // The seeded random numbers both fuzzers draw from, so that a finding replays from its seed.
        .target(name: "FuzzRandom", path: "Sources/FuzzRandom", swiftSettings: [.treatAllWarnings(as: .error)]),
        .executableTarget(
            name: "InputFileFuzzer",
            dependencies: [
                "FuzzRandom",
                .product(name: "PresentationKit", package: "PresentationKit"),
                .product(name: "PresentationScenes", package: "PresentationKit"),
                .product(name: "PresentationFigures", package: "PresentationKit"),
                .product(name: "PresentationGallery", package: "PresentationKit"),
                .product(name: "PresentationRendering", package: "PresentationKit"),
                .product(name: "Yams", package: "Yams"),
            ],
            path: "Sources/InputFileFuzzer",
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
        .executableTarget(
            name: "UIKitProgramFuzzer",
            dependencies: [
                "FuzzRandom",
                .product(name: "UIKitOnLinux", package: "PresentationKit"),
                .product(name: "PresentationRendering", package: "PresentationKit"),
            ],
            path: "Sources/UIKitProgramFuzzer",
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
