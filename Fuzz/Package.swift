// swift-tools-version: 6.2
// libFuzzer on the project's input files (scenes, figures, gallery matrices), built with
// `-sanitize=fuzzer,address` by `make fuzz` (scripts/fuzz.sh). A package of its own, like Benchmarks/, so that
// `make test` never builds it.
import PackageDescription

let package = Package(
    name: "PresentationKitFuzz",
    dependencies: [
        .package(name: "PresentationKit", path: ".."),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        .executableTarget(
            name: "InputFileFuzzer",
            dependencies: [
                .product(name: "PresentationKit", package: "PresentationKit"),
                .product(name: "PresentationScenes", package: "PresentationKit"),
                .product(name: "PresentationFigures", package: "PresentationKit"),
                .product(name: "PresentationGallery", package: "PresentationKit"),
                .product(name: "PresentationRendering", package: "PresentationKit"),
                .product(name: "Yams", package: "Yams"),
            ],
            path: "Sources/InputFileFuzzer",
            swiftSettings: [.treatAllWarnings(as: .error)]
        )
    ],
    swiftLanguageModes: [.v6]
)
