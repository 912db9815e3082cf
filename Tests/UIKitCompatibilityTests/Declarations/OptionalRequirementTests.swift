#if os(Linux)
    import Testing
    import UIKit

    // The README's Linux form of an `@objc optional` requirement, exactly as shown there: the protocol keeps
    // its Objective-C form behind `#if canImport(ObjectiveC)`; on Linux the requirement is an ordinary one with
    // an empty default in an extension, and callers drop the `?` after the method name.

    #if canImport(ObjectiveC)
        @objc protocol CardPresentationDelegate: AnyObject {
            @objc optional func cardDidExpand(to height: CGFloat)
        }
    #else
        protocol CardPresentationDelegate: AnyObject {
            func cardDidExpand(to height: CGFloat)
        }

        extension CardPresentationDelegate {
            func cardDidExpand(to height: CGFloat) {}
        }
    #endif

    final class CardHost {
        weak var delegate: CardPresentationDelegate?

        func expand(to height: CGFloat) {
            #if canImport(ObjectiveC)
                delegate?.cardDidExpand?(to: height)
            #else
                delegate?.cardDidExpand(to: height)
            #endif
        }
    }

    /// Implements the optional method.
    final class ListeningController: UIViewController, CardPresentationDelegate {
        private(set) var heights: [CGFloat] = []
        func cardDidExpand(to height: CGFloat) { heights.append(height) }
    }

    /// Leaves it out, as a conformer of an optional requirement may.
    final class SilentController: UIViewController, CardPresentationDelegate {}

    @Suite struct OptionalRequirementTests {
        @Test func aConformerThatImplementsTheRequirementIsCalled() {
            let listener = ListeningController()
            let host = CardHost()
            host.delegate = listener
            host.expand(to: 400)
            #expect(listener.heights == [400])
        }

        @Test func aConformerThatLeavesItOutCompiles() {
            let silent = SilentController()
            let host = CardHost()
            host.delegate = silent
            host.expand(to: 400)
            #expect(host.delegate === silent)
        }
    }
#endif
