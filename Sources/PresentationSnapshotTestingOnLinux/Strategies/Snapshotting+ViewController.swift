import PresentationKit
import SnapshotTesting

extension Snapshotting where Value == ViewController, Format == SnapshotImage {
    /// A view controller on a device, as swift-snapshot-testing's
    /// `Snapshotting<UIViewController, UIImage>.image(on:precision:perceptualPrecision:size:traits:)`:
    ///
    /// ```swift
    /// assertSnapshot(of: controller, as: .image(on: .iPhone15Pro))
    /// assertSnapshot(of: controller, as: .image(on: .iPadPro11(.landscape)))
    /// assertSnapshot(of: controller, as: .image(on: .iPhoneSe, traits: UITraitCollection(userInterfaceStyle: .dark)))
    /// ```
    ///
    /// The strategy builds a fresh window of `config` in `era` (by default the newest), installs the
    /// controller as its root, runs the window's clock until nothing moves (so presentations the
    /// controller makes while appearing are settled and drawn, as the window shows them), draws the whole
    /// window with `PresentationRenderer` — status bar and home indicator included — and compares the
    /// picture by `precision` and `perceptualPrecision` (see `ImageTolerance.init(precision:perceptualPrecision:)`).
    /// Afterwards it dismisses what the controller presented and takes it out of the window, so the same
    /// controller can be snapshotted on another device.
    ///
    /// `traits` applies what a window can take: `userInterfaceStyle` (light or dark), `layoutDirection`,
    /// and `displayScale`, the pixels per point of the picture (0: the device's scale; upstream likewise
    /// renders at `traits.displayScale`). A size class or idiom other than the configuration's fails the
    /// test without a snapshot; upstream overrides them on a parent controller, which this library does
    /// not model.
    ///
    /// A controller that is already in a window, presented, or the child of a container is not moved:
    /// the test fails without a snapshot and says to snapshot that window (`.image` on `Window`) instead.
    /// Upstream draws only the controller's own view; here the picture is the device's screen.
    ///
    /// The reference's extension is `.linux.png` (`theCard.1.linux.png`), where upstream's is `.png`: a test
    /// file shared by iOS and Linux keeps each platform's reference side by side, since the two draw with
    /// different fonts and renderers.
    public static func image(
        on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1,
        traits: TraitCollection = TraitCollection(), era: Era = .latest
    ) -> Snapshotting {
        image(
            on: config, tolerance: ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision),
            traits: traits, era: era)
    }

    /// A view controller on a device, as ``image(on:precision:perceptualPrecision:traits:era:)``, compared
    /// within `tolerance` (for example `.antialiasing`).
    public static func image(
        on config: ViewImageConfig, tolerance: ImageTolerance, traits: TraitCollection = TraitCollection(),
        era: Era = .latest
    ) -> Snapshotting {
        let snapshot = ControllerSnapshot(config: config, traits: traits, era: era)
        return Snapshotting(pathExtension: "linux.png", diffing: .pixels(tolerance: tolerance)) { controller in
            SnapshotProduction.attempt("the controller cannot be snapshotted on \(config.device)") {
                try snapshot.image(of: controller)
            }
        }
    }
}
