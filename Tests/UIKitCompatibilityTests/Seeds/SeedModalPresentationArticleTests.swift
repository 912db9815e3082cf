#if os(Linux)
    import Testing
    import UIKit

    // Seed 003: "Modal presentation in iOS" (2021).
    //
    // Its three Swift snippets are kept token for token (only re-indented into the scaffolding, which is
    // marked); the image picker one waits for UIImagePickerController. The property declarations it quotes
    // are checked with their types, and the behaviour it describes around each snippet is asserted.

    /// Scaffolding: a presenter with a button to anchor a popover.
    final class ArrowPopoverPresenter: UIViewController {
        let button = UIView(frame: CGRect(x: 300, y: 200, width: 100, height: 44))

        func showPopover(_ vc: UIViewController, delegate: UIPopoverPresentationControllerDelegate? = nil) {
            view.addSubview(button)
            vc.modalPresentationStyle = .popover
            vc.preferredContentSize = CGSize(width: 320, height: 400)
            vc.popoverPresentationController?.sourceView = button
            vc.popoverPresentationController?.delegate = delegate
            // The article's snippet, unchanged:
            // up arrow
            vc.popoverPresentationController?.permittedArrowDirections = .up
            // End of the snippet.
            present(vc, animated: true, completion: nil)
        }
    }

    /// Scaffolding: "you must return UIModalPresentationStyle.none by adaptivePresentationStyle(for:traitCollection:)"
    /// to show a popover on iPhone.
    final class KeepPopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
        func adaptivePresentationStyle(
            for controller: UIPresentationController, traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle {
            .none
        }
    }

    #if false  // needs: UIImagePickerController (system controllers are not modelled)
        /// Scaffolding: a controller around the snippet.
        final class ImagePickerPresenter: UIViewController {
            // swift-format-ignore
            func showImagePicker() {
                let vc = UIImagePickerController()
                vc.sourceType = .photoLibrary
                vc.modalPresentationStyle // .fullScreen
            }
        }
    #endif

    /// Scaffolding: a controller that opts out of interactive dismissal with the article's snippet.
    final class UnsavedChangesViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            // The article's snippet, unchanged:
            if #available(iOS 13.0, *) {
                isModalInPresentation = true
            }
            // End of the snippet.
        }
    }

    /// Scaffolding: `presentationControllerShouldDismiss(_:)` and the attempt callback the article names.
    final class DismissalControlDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
        var allowsDismissal = false
        private(set) var attempts = 0

        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            allowsDismissal
        }

        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            attempts += 1
        }
    }

    @Suite struct SeedModalPresentationArticleTests {
        /// `permittedArrowDirections = .up`: on an iPad the popover sits below its source, centred on it, with
        /// its arrow pointing up.
        @Test func upArrowPlacesThePopoverBelowItsSource() throws {
            let window = try UIWindow(device: "ipad-pro-11", orientation: .portrait, era: .ios18, appearance: .light)
            let presenter = ArrowPopoverPresenter()
            window.rootViewController = presenter
            let vc = UIViewController()
            presenter.showPopover(vc)
            window.runUntilIdle()
            let popover = try #require(vc.popoverPresentationController)
            #expect(popover.arrowDirection == .up)
            let frame = vc.view.convert(vc.view.bounds, to: window)
            #expect(frame.minY >= 244, "below the source's bottom edge")
            #expect(frame.midX == 350, "centred on the source")
            #expect(frame.size == CGSize(width: 320, height: 400))
            #expect(window.diagnostics.isEmpty)
        }

        /// "If you do not so, the display format will be same as .formSheet on iPhone": a sheet card; with
        /// `.none` from the delegate the popover stays a popover.
        @Test func onIPhoneAPopoverAdaptsUnlessTheDelegateReturnsNone() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
            let presenter = ArrowPopoverPresenter()
            window.rootViewController = presenter
            let adapted = UIViewController()
            presenter.showPopover(adapted)
            window.runUntilIdle()
            #expect(
                adapted.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783), "a card 10 pt below the safe area")
            presenter.dismiss(animated: false, completion: nil)
            window.runUntilIdle()

            let delegate = KeepPopoverDelegate()
            let kept = UIViewController()
            presenter.showPopover(kept, delegate: delegate)
            window.runUntilIdle()
            #expect(kept.popoverPresentationController?.arrowDirection == .up)
            #expect(kept.view.convert(kept.view.bounds, to: window).minY >= 244)
            withExtendedLifetime(delegate) {}  // the delegate property is weak, as in UIKit
        }

        /// The run-time error the article quotes when a popover has no anchor.
        @Test func aPopoverWithoutASourceIsRefusedWithUIKitsMessage() throws {
            let window = try UIWindow(device: "ipad-pro-11", orientation: .portrait, era: .ios18, appearance: .light)
            let root = UIViewController()
            window.rootViewController = root
            let vc = UIViewController()
            vc.modalPresentationStyle = .popover
            let error = #expect(throws: PresentationError.self) { try root.tryPresent(vc, animated: true) }
            let message = "should have a non-nil sourceView or barButtonItem set before the presentation occurs."
            #expect(error?.description.hasPrefix("UIPopoverPresentationController (") == true)
            #expect(error?.description.hasSuffix(message) == true)
        }

        /// `isModalInPresentation = true` prevents the presented controller "from dismissing by down swipe".
        @Test func isModalInPresentationRefusesTheUsersDismissal() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
            let root = UIViewController()
            window.rootViewController = root
            let compose = UnsavedChangesViewController()
            let delegate = DismissalControlDelegate()
            delegate.allowsDismissal = true
            compose.presentationController?.delegate = delegate
            root.present(compose, animated: true, completion: nil)
            window.runUntilIdle()
            #expect(compose.isModalInPresentation)
            let controller = try #require(compose.presentationController)
            #expect(controller.performUserDismissal() == false)
            window.runUntilIdle()
            #expect(root.presentedViewController === compose)
            #expect(delegate.attempts == 1, "UIKit tells the delegate about the refused attempt")
        }

        /// `presentationControllerShouldDismiss(_:)` decides when `isModalInPresentation` is false.
        @Test func theDelegateDecidesTheUsersDismissal() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
            let root = UIViewController()
            window.rootViewController = root
            let sheet = UIViewController()
            let delegate = DismissalControlDelegate()
            sheet.presentationController?.delegate = delegate
            root.present(sheet, animated: true, completion: nil)
            window.runUntilIdle()
            let controller = try #require(sheet.presentationController)
            #expect(controller.performUserDismissal() == false)
            window.runUntilIdle()
            #expect(root.presentedViewController === sheet && delegate.attempts == 1)
            delegate.allowsDismissal = true
            #expect(controller.performUserDismissal() == true)
            window.runUntilIdle()
            #expect(root.presentedViewController == nil)
        }

        /// `.formSheet` takes `preferredContentSize`; the declarations the article quotes are settable with
        /// the types it gives.
        @Test func formSheetFollowsPreferredContentSize() throws {
            let preferredContentSize: ReferenceWritableKeyPath<UIViewController, CGSize> = \.preferredContentSize
            let definesPresentationContext: ReferenceWritableKeyPath<UIViewController, Bool> =
                \.definesPresentationContext
            let isModalInPresentation: ReferenceWritableKeyPath<UIViewController, Bool> = \.isModalInPresentation
            let permittedArrowDirections:
                ReferenceWritableKeyPath<UIPopoverPresentationController, UIPopoverArrowDirection> =
                    \.permittedArrowDirections
            _ = (definesPresentationContext, isModalInPresentation, permittedArrowDirections)

            let window = try UIWindow(device: "ipad-pro-11", orientation: .portrait, era: .ios18, appearance: .light)
            let root = UIViewController()
            window.rootViewController = root
            let form = UIViewController()
            form.modalPresentationStyle = .formSheet
            form[keyPath: preferredContentSize] = CGSize(width: 400, height: 300)
            root.present(form, animated: true, completion: nil)
            window.runUntilIdle()
            #expect(form.view.frame == CGRect(x: 217, y: 447, width: 400, height: 300), "centred")
        }
    }
#endif
