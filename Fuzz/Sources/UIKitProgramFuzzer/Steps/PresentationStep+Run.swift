import UIKit

extension FollowUp {
    func run(in run: ProgramRun) {
        switch self {
        case .nothing: break
        case .dismiss(let controller): run.controllers[controller].dismiss(animated: true)
        case .present(let presented, let presenter):
            run.controllers[presenter].present(run.controllers[presented], animated: true)
        }
    }

    var code: String {
        switch self {
        case .nothing: ""
        case .dismiss(let controller): " { c\(controller).dismiss(animated: true) }"
        case .present(let presented, let presenter): " { c\(presenter).present(c\(presented), animated: true) }"
        }
    }
}

extension PresentationStep {
    var code: String {
        switch self {
        case .make(let index, let kind): return "let c\(index) = \(kind.code)"
        case .present(
            let presented, let presenter, let style, let transition, let animated, let source, let animator,
            let interaction, let then):
            var lines = [
                "c\(presented).modalPresentationStyle = .\(style)",
                "c\(presented).modalTransitionStyle = .\(transition)",
            ]
            switch source {
            case .none: break
            case .view(let view): lines.append("c\(presented).popoverPresentationController?.sourceView = v\(view)")
            case .barButtonItem:
                lines.append(
                    "c\(presented).popoverPresentationController?.barButtonItem = UIBarButtonItem(title: \"Item\")")
            case .rectOnly:
                lines.append(
                    "c\(presented).popoverPresentationController?.sourceRect = CGRect(x: 10, y: 10, width: 5, height: 5)"
                )
            }
            if let animator {
                let interactive = interaction.map { "let i\($0) = UIPercentDrivenInteractiveTransition(); " } ?? ""
                lines.append(
                    "\(interactive)c\(presented).transitioningDelegate = FuzzTransitioningDelegate(mode: .\(animator), "
                        + "interaction: \(interaction.map { "i\($0)" } ?? "nil"))")
            }
            lines.append("c\(presenter).present(c\(presented), animated: \(animated))\(then.code)")
            return lines.joined(separator: "; ")
        case .dismiss(let controller, let animated, let then):
            return "c\(controller).dismiss(animated: \(animated))\(then.code)"
        case .userDismissal(let controller, let animated):
            return "c\(controller).presentationController?.performUserDismissal(animated: \(animated))"
        case .beginInteractiveDismissal(let controller, let interaction):
            return "let i\(interaction) = c\(controller).presentationController?.beginInteractiveDismissal()"
        case .update(let interaction, let progress):
            return "i\(interaction)?.update(\(UIKitProgramFuzzer.code(progress)))"
        case .finish(let interaction): return "i\(interaction)?.finish()"
        case .cancel(let interaction): return "i\(interaction)?.cancel()"
        case .pause(let interaction): return "i\(interaction)?.pause()"
        case .modalInPresentation(let controller, let value): return "c\(controller).isModalInPresentation = \(value)"
        case .preferredContentSize(let controller, let width, let height):
            return
                "c\(controller).preferredContentSize = CGSize(width: \(UIKitProgramFuzzer.code(width)), height: \(UIKitProgramFuzzer.code(height)))"
        case .detents(let controller, let large):
            return
                "c\(controller).sheetPresentationController?.detents = [\(large ? ".large()" : ".medium(), .large()")]"
        }
    }

    func run(in run: ProgramRun) {
        switch self {
        case .make(_, let kind): run.controllers.append(kind.make(title: "Controller \(run.controllers.count)"))
        case .present(
            let presented, let presenter, let style, let transition, let animated, let source, let animator,
            let interaction, let then):
            let controller = run.controllers[presented]
            controller.modalPresentationStyle = style
            controller.modalTransitionStyle = transition
            anchor(controller.popoverPresentationController, to: source, in: run)
            if let animator {
                let driver = interaction.map { _ in UIPercentDrivenInteractiveTransition() }
                if interaction != nil { run.interactions.append(driver) }
                let delegate = FuzzTransitioningDelegate(mode: animator, interaction: driver)
                run.retained.append(delegate)
                controller.transitioningDelegate = delegate
            }
            run.controllers[presenter].present(controller, animated: animated) { [weak run] in run.map(then.run) }
        case .dismiss(let controller, let animated, let then):
            run.controllers[controller].dismiss(animated: animated) { [weak run] in run.map(then.run) }
        case .userDismissal(let controller, let animated):
            run.controllers[controller].presentationController?.performUserDismissal(animated: animated)
        case .beginInteractiveDismissal(let controller, _):
            run.interactions.append(run.controllers[controller].presentationController?.beginInteractiveDismissal())
        case .update(let interaction, let progress): run.interactions[interaction]?.update(progress)
        case .finish(let interaction): run.interactions[interaction]?.finish()
        case .cancel(let interaction): run.interactions[interaction]?.cancel()
        case .pause(let interaction): run.interactions[interaction]?.pause()
        case .modalInPresentation(let controller, let value): run.controllers[controller].isModalInPresentation = value
        case .preferredContentSize(let controller, let width, let height):
            run.controllers[controller].preferredContentSize = CGSize(width: width, height: height)
        case .detents(let controller, let large):
            run.controllers[controller].sheetPresentationController?.detents =
                large ? [.large()] : [.medium(), .large()]
        }
    }

    private func anchor(_ popover: UIPopoverPresentationController?, to source: PopoverSource, in run: ProgramRun) {
        guard let popover else { return }
        switch source {
        case .none: break
        case .view(let view): popover.sourceView = run.views[view]
        case .barButtonItem:
            let item = UIBarButtonItem(title: "Item", style: .plain)
            run.retained.append(item)
            popover.barButtonItem = item
        case .rectOnly: popover.sourceRect = CGRect(x: 10, y: 10, width: 5, height: 5)
        }
    }
}
