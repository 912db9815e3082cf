import Foundation

/// A transition between two controllers, as `UIStoryboardSegue`, for code that makes segues itself: a
/// subclass overrides ``perform()``, or ``init(identifier:source:destination:performHandler:)`` takes a
/// closure. There are no storyboards on Linux, so nothing makes segues for you (`performSegue(withIdentifier:)`
/// does not exist here); call ``ViewController/prepare(for:sender:)`` and ``perform()`` yourself.
open class StoryboardSegue: NSObject {
    /// The segue's name.
    open var identifier: String? { storedIdentifier }
    private let storedIdentifier: String?
    /// The controller the segue starts from.
    open var source: ViewController { storedSource }
    /// The controller the segue leads to.
    open var destination: ViewController { storedDestination }
    private let storedSource: ViewController
    private let storedDestination: ViewController
    private var performHandler: (() -> Void)?

    /// A segue between two controllers: UIKit's designated initialiser, which subclasses override.
    public init(identifier: String?, source: ViewController, destination: ViewController) {
        storedIdentifier = identifier
        storedSource = source
        storedDestination = destination
        super.init()
    }

    /// A segue whose ``perform()`` runs `performHandler`.
    public convenience init(
        identifier: String?, source: ViewController, destination: ViewController,
        performHandler: @escaping () -> Void
    ) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Performs the transition: the handler given at creation, else nothing (subclasses override it).
    open func perform() {
        performHandler?()
    }
}
