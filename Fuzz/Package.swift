// swift-tools-version: 6.2
// libFuzzer targets for the project's parsers, built with `-sanitize=fuzzer,address` by `make fuzz`
// (scripts/fuzz.sh). A package of its own, like Benchmarks/, so that `make test` never builds it.
import PackageDescription

let package = Package(
    name: "PresentationKitFuzz",
    dependencies: [
        .package(name: "PresentationKit", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "SceneDecoderFuzzer",
            dependencies: [
                .product(name: "PresentationKit", package: "PresentationKit"),
                .product(name: "PresentationScenes", package: "PresentationKit"),
            ],
            path: "Sources/SceneDecoderFuzzer",
            swiftSettings: [.treatAllWarnings(as: .error)]
        )
    ],
    swiftLanguageModes: [.v6]
)
