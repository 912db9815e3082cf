import PresentationKit

/// One presentation on screen, as the checks need it, read from the live controllers: its style in
/// effect, where its presented view and container are on the window, and its popover anchor.
struct PresentationFacts {
    /// The style shown (the adapted one when the presentation adapted).
    let style: ModalPresentationStyle
    /// The presented view's bounding box on the window.
    let presentedFrame: Rect
    /// What the presentation controller asked for, `frameOfPresentedViewInContainerView`, in container
    /// coordinates. A view ignores a non-finite frame, so a NaN here never reaches the render tree.
    let requestedFrame: Rect
    /// Whether the presented view is hidden or fully transparent.
    let presentedViewIsInvisible: Bool
    /// The container view's bounding box on the window.
    let containerFrame: Rect
    /// The presented view's name, as the layout dump writes it.
    let viewName: String
    /// The presented controller's preferred content size.
    let preferredContentSize: Size
    /// Whether a page sheet asks for the readable page width (`prefersPageSizing`).
    let prefersPageSizing: Bool
    /// The popover's anchor and margins, when the style in effect is `.popover`.
    let popover: PopoverFacts?

    /// Facts about every presentation in `window`, in the order the controllers are reached from the root.
    static func collect(in window: Window) -> [PresentationFacts] {
        guard let root = window.rootViewController else { return [] }
        return presentedControllers(from: root).compactMap(facts(of:))
    }

    /// Every controller presented from `root`, its descendants or anything they presented.
    static func presentedControllers(from root: ViewController) -> [ViewController] {
        var found: [ViewController] = []
        var stack = [root]
        var seen = Set<ObjectIdentifier>()
        while let controller = stack.popLast() {
            if let presented = controller.presentedViewController, seen.insert(ObjectIdentifier(presented)).inserted {
                found.append(presented)
                stack.append(presented)
            }
            stack.append(contentsOf: controller.children.reversed())
        }
        return found
    }

    private static func facts(of controller: ViewController) -> PresentationFacts? {
        guard let presentation = controller.presentationController, let container = presentation.containerView,
            let view = presentation.presentedView
        else { return nil }
        let frame = view.convert(view.bounds, to: nil)
        let style = presentation.effectiveStyle
        let sheet =
            (presentation as? PopoverPresentationController)?.adaptiveSheetPresentationController
            ?? (presentation as? SheetPresentationController)
        return PresentationFacts(
            style: style, presentedFrame: frame, requestedFrame: presentation.frameOfPresentedViewInContainerView,
            presentedViewIsInvisible: view.isHidden || view.alpha <= 0,
            containerFrame: container.convert(container.bounds, to: nil),
            viewName: ViewName.name(role: .presentedContent, label: view.label, frame: frame),
            preferredContentSize: controller.preferredContentSize,
            prefersPageSizing: sheet?.prefersPageSizing ?? true,
            popover: style == .popover ? (presentation as? PopoverPresentationController).map(PopoverFacts.init) : nil)
    }

    /// Whether the presented view covers its whole container (a full-screen presentation).
    func coversContainer(tolerance: Double) -> Bool {
        presentedFrame.insetBy(dx: -tolerance, dy: -tolerance).contains(containerFrame)
    }
}
