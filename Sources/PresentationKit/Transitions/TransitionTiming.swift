/// Durations, curves and start states of the system's presentation animations (``SystemTransitionKind``).
///
/// Sheets (iOS 13+ cards) move with UIKit's sheet spring (damping 1.0, response 0.344 s; their duration
/// is the spring's settling time); `coverVertical` slides the presented view up from below the container
/// and `crossDissolve` and popovers fade, over the era's default duration with ease-in-out;
/// `flipHorizontal` turns presenter and presented view about the vertical axis in perspective (the
/// presented view starts facing away); `partialCurl` curls the presenter's page up over the presented view.
enum TransitionTiming {
    struct Timing {
        let duration: Double
        let curve: TimingCurve
    }

    /// The timing of a presentation's (or dismissal's) animation.
    static func presentation(of controller: PresentationController, window: Window) -> Timing {
        let metrics = window.environment.metrics
        switch SystemTransitionKind(controller, era: window.environment.era) {
        case .sheetSpring:
            let curve = TimingCurve.spring(
                dampingRatio: metrics[.sheetSpringDampingRatio],
                response: metrics[.sheetSpringResponse], initialVelocity: 0)
            return Timing(duration: curve.settlingDuration ?? metrics[.transitionDuration], curve: curve)
        case .flip: return Timing(duration: metrics[.flipDuration], curve: .easeInOut)
        case .curl: return Timing(duration: metrics[.curlDuration], curve: .easeInOut)
        case .slide, .fade: return Timing(duration: metrics[.transitionDuration], curve: .easeInOut)
        }
    }

    /// The transition style in force: the context's when it provides one, the presented controller's otherwise.
    static func transitionStyle(of controller: PresentationController) -> ModalTransitionStyle {
        if let context = controller.contextViewController, context.providesPresentationContextTransitionStyle {
            return context.modalTransitionStyle
        }
        return controller.presentedViewController.modalTransitionStyle
    }

    /// Puts the presented view (and, for flips and curls, the presenter's view) where the presentation
    /// starts and a dismissal ends: a sliding or springing sheet below the container, a built-in sheet's
    /// shadow faded out.
    static func applyStartState(to view: View, of controller: PresentationController, container: View) {
        let era = controller.window?.environment.era ?? .latest
        let presenterView = controller.presentingViewController.rootAncestor.viewIfLoaded
        switch SystemTransitionKind(controller, era: era) {
        case .fade:
            view.alpha = 0
        case .flip:
            let perspective = controller.window?.environment.metrics[.flipPerspectiveDistance] ?? 1000
            view.isDoubleSided = false
            view.transform3D = Transform3D(rotationY: -.pi, perspectiveDistance: perspective)
            presenterView?.isDoubleSided = false
            presenterView?.transform3D = Transform3D(rotationY: 0, perspectiveDistance: perspective)
        case .curl:
            presenterView?.pageCurl = 0
        case .slide, .sheetSpring:
            let frame = view.frame
            view.frame = frame.offsetBy(dx: 0, dy: container.bounds.height - frame.minY)
            // The built-in sheet's soft shadow fades with the dimming (UIKit's `_magicShadowOpacity`), so none
            // shows at the screen's bottom edge while the sheet is still below it. A custom presentation's own
            // shadow is the app's, and nothing would bring it back.
            if controller.usesBuiltInLayout { view.shadowOpacity = 0 }
        }
    }

    /// Shrinks a popover's content and bubble towards the arrow tip for the start of its presentation, so
    /// that it grows out of its arrow while it fades in (the `popoverPresentationStartScale` metric); does
    /// nothing for other presentations. A dismissal only fades.
    static func applyPopoverGrowthStart(to view: View, of controller: PresentationController) {
        guard let popover = controller.appliedGeometry?.popover,
            let scale = controller.window?.environment.metrics[.popoverPresentationStartScale]
        else { return }
        let tip = popover.arrowTip
        view.transform = scaling(view, by: scale, about: tip)
        controller.chrome.setPopoverTransform { scaling($0, by: scale, about: tip) }
    }

    /// The transform that scales `view` by `scale` about `point` (in its superview's coordinates): UIKit
    /// scales about the centre, so the scaled view is moved by (1 − scale) × (point − centre) to keep `point`
    /// where it is.
    static func scaling(_ view: View, by scale: Double, about point: Point) -> AffineTransform {
        let center = view.center
        return AffineTransform(
            a: scale, b: 0, c: 0, d: scale, tx: (1 - scale) * (point.x - center.x),
            ty: (1 - scale) * (point.y - center.y))
    }

    /// The presenter's end state for flips (turned away) and curls (curled up), inside the animation block.
    static func applyPresenterEndState(of controller: PresentationController) {
        let era = controller.window?.environment.era ?? .latest
        guard let presenterView = controller.presentingViewController.rootAncestor.viewIfLoaded else { return }
        switch SystemTransitionKind(controller, era: era) {
        case .flip:
            presenterView.transform3D = Transform3D(
                rotationY: .pi,
                perspectiveDistance: presenterView.transform3D.perspectiveDistance)
        case .curl:
            presenterView.pageCurl = 1
        default:
            break
        }
    }

    /// Puts the presenter's view back flat once a flip or curl is over.
    static func resetPresenter(of controller: PresentationController) {
        guard let presenterView = controller.presentingViewController.rootAncestor.viewIfLoaded else { return }
        View.performWithoutAnimation {
            presenterView.transform3D = .identity
            presenterView.pageCurl = 0
        }
    }
}
