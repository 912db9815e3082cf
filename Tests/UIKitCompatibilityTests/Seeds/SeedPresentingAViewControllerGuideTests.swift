#if os(Linux)
    import Testing
    import UIKit

    // Seed 002: View Controller Programming Guide for iOS, "Presenting a View Controller".
    //
    // Its two listings are Objective-C; Apple's current documentation has no Swift version of them, so they
    // are translated here line for line (marked "Translation"). Listing 8-1 sets `transitionStyle`, a
    // property UIViewController has never had (on iOS the Objective-C does not compile either); the
    // translation uses `modalTransitionStyle`, which the guide's text names. Listing 8-2 loads a controller
    // from a storyboard and waits for storyboards.

    /// Scaffolding: the controller Listing 8-1 presents.
    final class RecipeAddViewController: UIViewController {}

    /// Scaffolding: the recipe list whose `add:` action is Listing 8-1.
    final class RecipeListViewController: UIViewController {
        // Translation of Listing 8-1 (Objective-C).
        func add(_ sender: Any?) {
            // Create the root view controller for the navigation controller
            // The new view controller configures a Cancel and Done button for the
            // navigation bar.
            let addController = RecipeAddViewController()

            addController.modalPresentationStyle = .fullScreen
            addController.modalTransitionStyle = .coverVertical
            present(addController, animated: true, completion: nil)
        }
    }

    #if false  // needs: UIStoryboard (storyboards are not modelled on Linux; init(coder:) returns nil)
        /// Scaffolding: the controller the storyboard holds.
        final class MyViewController: UIViewController {}

        /// Scaffolding: the controller that runs Listing 8-2.
        final class StoryboardPresentingViewController: UIViewController {
            // Translation of Listing 8-2 (Objective-C).
            func showSecondStoryboard() {
                let sb = UIStoryboard(name: "SecondStoryboard", bundle: nil)
                guard let myVC = sb.instantiateViewController(withIdentifier: "MyViewController") as? MyViewController
                else { return }

                // Configure the view controller.

                // Display the view controller
                present(myVC, animated: true, completion: nil)
            }
        }
    #endif

    @Suite struct SeedPresentingAViewControllerGuideTests {
        /// Listing 8-1: a full-screen presentation covers the screen, slides up from the bottom
        /// ("View controller B starts offscreen and animates up and over the top of view controller A"), and
        /// UIKit removes the presenter's views when the transition finishes.
        @Test(arguments: [
            ("iphone-15-pro", CGSize(width: 393, height: 852)), ("ipad-pro-11", CGSize(width: 834, height: 1194)),
        ])
        func listing8_1PresentsFullScreenWithCoverVertical(device: String, size: CGSize) throws {
            let window = try UIWindow(device: device, orientation: .portrait, era: .ios18, appearance: .light)
            let list = RecipeListViewController()
            window.rootViewController = list
            list.add(nil)

            window.advance(by: 0.1)
            let sliding = try #require(window.renderTree().first(.presentedContent)).frame
            #expect(sliding.minY > 0 && sliding.minY < size.height, "B slides up over A")
            #expect(sliding.minX == 0 && sliding.size == size)
            #expect(list.view.window === window, "A stays during the transition")

            window.runUntilIdle()
            let add = try #require(list.presentedViewController as? RecipeAddViewController)
            #expect(add.presentingViewController === list)
            #expect(add.view.frame == CGRect(origin: .zero, size: size))
            #expect(list.view.window == nil, "UIKit removes the views of the underlying view controller")
            #expect(window.renderTree().first(.presentingContent) == nil)
            #expect(window.diagnostics.isEmpty)
        }

        /// "You can also call this method on the presented view controller itself. When you call the method on
        /// the presented view controller, UIKit automatically forwards the request to the presenting view
        /// controller." The transition reverses: B slides down to reveal A.
        @Test func dismissingFromThePresentedControllerForwardsToThePresenter() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
            let list = RecipeListViewController()
            window.rootViewController = list
            list.add(nil)
            window.runUntilIdle()
            let add = try #require(list.presentedViewController)
            add.dismiss(animated: true, completion: nil)
            window.advance(by: 0.1)
            let sliding = try #require(window.renderTree().first(.presentedContent)).frame
            #expect(sliding.minY > 0 && sliding.minY < 852, "B slides down")
            #expect(list.view.window === window, "A is back under B")
            window.runUntilIdle()
            #expect(list.presentedViewController == nil)
            #expect(add.presentingViewController == nil)
            #expect(list.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        }
    }
#endif
