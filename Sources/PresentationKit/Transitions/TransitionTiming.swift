/// Durations, curves and start/end states of the built-in presentation animations.
///
/// Sheets (iOS 13+ cards) move with UIKit's sheet spring (damping 1.0, response 0.344 s; their duration
/// is the spring's settling time); other styles take the era's default transition duration with
/// ease-in-out. `coverVertical` slides the presented view up from below the container, `crossDissolve`
/// and popovers fade. `flipHorizontal` and `partialCurl` are drawn as slides until the transition model
/// renders the 3-D flip and the curl.
enum TransitionTiming {
    struct Timing {
        let duration: Double
        let curve: TimingCurve
    }

    /// The timing of a presentation's (or dismissal's) animation.
    static func presentation(of controller: PresentationController, window: Window) -> Timing {
        let metrics = window.environment.metrics
        let style = controller.effectiveStyle
        if style.isSheet, window.environment.era.hasCardSheets {
            let curve = TimingCurve.spring(dampingRatio: metrics[.sheetSpringDampingRatio],
                                           response: metrics[.sheetSpringResponse], initialVelocity: 0)
            return Timing(duration: curve.settlingDuration ?? metrics[.transitionDuration], curve: curve)
        }
        return Timing(duration: metrics[.transitionDuration], curve: .easeInOut)
    }

    /// The transition style in force: the context's when it provides one, the presented controller's otherwise.
    static func transitionStyle(of controller: PresentationController) -> ModalTransitionStyle {
        if let context = controller.contextViewController, context.providesPresentationContextTransitionStyle {
            return context.modalTransitionStyle
        }
        return controller.presentedViewController.modalTransitionStyle
    }

    /// Puts the presented view where the animation starts (and a dismissal ends).
    static func applyStartState(to view: View, of controller: PresentationController, container: View) {
        if controller.effectiveStyle == .popover || transitionStyle(of: controller) == .crossDissolve {
            view.alpha = 0
            return
        }
        let frame = view.frame
        view.frame = frame.offsetBy(dx: 0, dy: container.bounds.height - frame.minY)
    }
}
