import PresentationKit
import Testing

// Seed 004: the PresentationController API reference of a UIKit-shaped Swift library, written with the
// unprefixed names this project uses (`PresentationController`, `ViewController`, `View`, `Rect`).
//
// Its declarations are checked with their types here. Two differ from this project on purpose, because the
// project follows UIKit: `presentingViewController` and `shouldPresentInFullscreen` are computed properties
// (the reference shows `open private(set) var … = true`, which a subclass could not override as the text
// asks), and `adaptivePresentationStyle` is available (the reference marks it `@available(*, unavailable)`;
// UIKit still has it, and this project lets a custom presentation adapt by overriding it). Its one snippet
// waits, see below.

// The reference's snippet, unchanged. It does not compile, here or (with the UI prefixes) on iOS:
// `presentationController` is optional in UIKit and here, so the unwrapped chain is an error, and this
// project's TraitCollection has no `current` (traits flow from a Window, never a global).
#if false  // needs: TraitCollection.current, and a non-optional presentationController (the seed omits `?`)
    /// Scaffolding: "Place such code, typically, in the implementation file for the presenting view controller".
    extension ViewController {
        // swift-format-ignore
        func presentWithOverriddenDisplayScale(_ viewController: ViewController) {
            viewController.presentationController.overrideTraitCollection = TraitCollection(traitsFrom: [.current, .init(displayScale: 1.5)])
            self.present(viewController, animated: false, completion: nil)
        }
    }
#endif

@Suite struct SeedPresentationControllerAPIReferenceTests {
    /// The declarations, in the reference's order, with the types it gives them.
    @Test func theDeclarationsHaveTheReferencesTypes() {
        // public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?)
        let initializer: (ViewController, ViewController?) -> PresentationController =
            PresentationController.init(presentedViewController:presenting:)
        // open weak var delegate: AdaptivePresentationControllerDelegate?
        let delegate: ReferenceWritableKeyPath<PresentationController, AdaptivePresentationControllerDelegate?> =
            \.delegate
        // open private(set) var presentingViewController: ViewController
        let presenting: KeyPath<PresentationController, ViewController> = \.presentingViewController
        // open private(set) var presentedViewController: ViewController
        let presented: KeyPath<PresentationController, ViewController> = \.presentedViewController
        // open private(set) var containerView: View?
        let containerView: KeyPath<PresentationController, View?> = \.containerView
        // open private(set) var presentedView: View?
        let presentedView: KeyPath<PresentationController, View?> = \.presentedView
        // open var frameOfPresentedViewInContainerView: Rect
        let frame: KeyPath<PresentationController, Rect> = \.frameOfPresentedViewInContainerView
        // open var overrideTraitCollection: TraitCollection?
        let overrideTraits: ReferenceWritableKeyPath<PresentationController, TraitCollection?> =
            \.overrideTraitCollection
        // open private(set) var presentationStyle: ModalPresentationStyle
        let style: KeyPath<PresentationController, ModalPresentationStyle> = \.presentationStyle
        // open private(set) var shouldPresentInFullscreen: Bool = true
        let fullscreen: KeyPath<PresentationController, Bool> = \.shouldPresentInFullscreen
        // open private(set) var shouldRemovePresentersView: Bool = false
        let removes: KeyPath<PresentationController, Bool> = \.shouldRemovePresentersView
        // open func containerViewWillLayoutSubviews() / containerViewDidLayoutSubviews()
        let willLayout: (PresentationController) -> () -> Void = PresentationController.containerViewWillLayoutSubviews
        let didLayout: (PresentationController) -> () -> Void = PresentationController.containerViewDidLayoutSubviews
        // open func presentationTransitionWillBegin() / presentationTransitionDidEnd(_ completed: Bool)
        let willBegin: (PresentationController) -> () -> Void = PresentationController.presentationTransitionWillBegin
        let didEnd: (PresentationController) -> (Bool) -> Void = PresentationController.presentationTransitionDidEnd
        // open func dismissalTransitionWillBegin() / dismissalTransitionDidEnd(_ completed: Bool)
        let dismissalWillBegin: (PresentationController) -> () -> Void =
            PresentationController.dismissalTransitionWillBegin
        let dismissalDidEnd: (PresentationController) -> (Bool) -> Void =
            PresentationController.dismissalTransitionDidEnd
        // open func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle
        let adaptiveFor: (PresentationController) -> (TraitCollection) -> ModalPresentationStyle =
            PresentationController.adaptivePresentationStyle(for:)

        let content = ViewController()
        let made = initializer(content, nil)
        // "The default value of the overrideTraitCollection property is nil"; shouldPresentInFullscreen
        // "returns true"; shouldRemovePresentersView "returns false".
        #expect(made[keyPath: overrideTraits] == nil)
        #expect(made[keyPath: fullscreen] == true)
        #expect(made[keyPath: removes] == false)
        #expect(made[keyPath: presented] === content)
        #expect(made[keyPath: presentedView] === content.view, "the presented view controller's view by default")
        #expect(made[keyPath: delegate] == nil)
        #expect(made[keyPath: containerView] == nil)
        _ = (presenting, frame, style, willLayout, didLayout, willBegin, didEnd, dismissalWillBegin)
        _ = (dismissalDidEnd, adaptiveFor)
    }

    /// "The container view is always an ancestor of the presented view controller's view"; the default
    /// frame "returns the frame rectangle of the container view"; `presentationStyle` "is set to the
    /// presentation style of the presented view controller"; `presentingViewController` "could be the root
    /// view controller of the window".
    @Test func aDefaultCustomPresentationFillsTheContainer() throws {
        let window = try Window(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
        let root = ViewController()
        window.rootViewController = root
        let presented = ViewController()
        presented.modalPresentationStyle = .custom
        root.present(presented, animated: true, completion: nil)
        window.runUntilIdle()
        let controller = try #require(presented.presentationController)
        let container = try #require(controller.containerView)
        #expect(presented.view.isDescendant(of: container))
        #expect(controller.frameOfPresentedViewInContainerView == container.bounds)
        #expect(container.bounds == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(presented.view.frame == container.bounds)
        #expect(controller.presentationStyle == .custom)
        #expect(controller.presentingViewController === root)
    }

    /// What the snippet means, written so that it compiles: the override reaches the presented controller
    /// only; "the presenting view controller is not affected by use of this property".
    @Test func overrideTraitCollectionChangesThePresentedControllersTraitsOnly() throws {
        let window = try Window(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
        let root = ViewController()
        window.rootViewController = root
        let viewController = ViewController()
        viewController.modalPresentationStyle = .custom
        viewController.presentationController?.overrideTraitCollection = TraitCollection(traitsFrom: [
            root.traitCollection, .init(displayScale: 1.5),
        ])
        root.present(viewController, animated: false, completion: nil)
        window.runUntilIdle()
        #expect(viewController.traitCollection.displayScale == 1.5)
        #expect(viewController.traitCollection.horizontalSizeClass == .compact, "other traits as the system gives")
        #expect(root.traitCollection.displayScale == 3)
    }
}
