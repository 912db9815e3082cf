import FuzzRandom
import UIKit

/// The kinds of view a program makes.
enum ViewKind: String, Sendable, CaseIterable {
    case plain, label, button, imageView, stackView, scrollView

    func make(text: String) -> UIView {
        switch self {
        case .plain: return UIView()
        case .label:
            let label = UILabel()
            label.text = text
            label.numberOfLines = 0
            return label
        case .button:
            let button = UIButton(type: .system)
            button.setTitle(text, for: .normal)
            return button
        case .imageView: return UIImageView(image: UIImage(systemName: "star"))
        case .stackView: return UIStackView()
        case .scrollView: return UIScrollView()
        }
    }

    func code(text: String) -> String {
        switch self {
        case .plain: "UIView()"
        case .label: "UILabel(text: \(text.debugDescription), numberOfLines: 0)"
        case .button: "UIButton(type: .system, title: \(text.debugDescription))"
        case .imageView: "UIImageView(image: UIImage(systemName: \"star\"))"
        case .stackView: "UIStackView()"
        case .scrollView: "UIScrollView()"
        }
    }
}

/// Where a view is added: another view, a controller's view, or the window itself.
enum ViewParent: Sendable {
    case view(Int)
    case controllerView(Int)
    case window

    static func random(_ generator: inout ProgramGenerator) -> ViewParent {
        switch generator.random.below(5) {
        case 0, 1: generator.anyView().map(ViewParent.view) ?? .window
        case 2: .window
        default: .controllerView(generator.anyController())
        }
    }

    func resolve(in run: ProgramRun) -> UIView {
        switch self {
        case .view(let index): run.views[index]
        case .controllerView(let index): run.controllers[index].view
        case .window: run.window
        }
    }

    var code: String {
        switch self {
        case .view(let index): "v\(index)"
        case .controllerView(let index): "c\(index).view"
        case .window: "window"
        }
    }
}

/// Texts for labels and buttons: empty, ordinary, long, and with characters that do not print.
let fuzzTexts = ["", "Hello", String(repeating: "Long text ", count: 80), "e\u{301}\u{1F600}\n\t\u{0}x", "\u{202E}RTL"]

/// Building and changing view trees, with any frames and transforms.
enum ViewStep: Sendable {
    case make(index: Int, ViewKind, text: String)
    case add(child: Int, to: ViewParent)
    case insert(child: Int, into: ViewParent, at: Int)
    case remove(Int)
    case frame(Int, FuzzRect)
    case bounds(Int, FuzzRect)
    case center(Int, x: Double, y: Double)
    case transform(Int, FuzzTransform)
    case alpha(Int, Double)
    case hidden(Int, Bool)
    case cornerRadius(Int, Double)
    case clipsToBounds(Int, Bool)
    case exchange(ViewParent, Int, Int)
    case bringToFront(ViewParent, child: Int)
    case sizeToFit(Int)
    case layoutMargins(Int, Double)
    case arrange(stack: Int, view: Int)
    case animate(Int, duration: Double, delay: Double, to: FuzzRect, alpha: Double, thenRemove: Bool)
    case contentOffset(Int, x: Double, y: Double)

    static func random(_ generator: inout ProgramGenerator) -> ViewStep {
        guard let view = generator.anyView(), !generator.random.oneIn(8) else {
            defer { generator.pools.views += 1 }
            return .make(
                index: generator.pools.views, generator.random.pick(ViewKind.allCases),
                text: generator.random.pick(fuzzTexts))
        }
        return randomChange(of: view, &generator)
    }

    private static func randomChange(of view: Int, _ generator: inout ProgramGenerator) -> ViewStep {
        switch generator.random.below(20) {
        case 0, 1, 2: return .add(child: view, to: ViewParent.random(&generator))
        case 3: return .insert(child: view, into: ViewParent.random(&generator), at: generator.random.index(below: 4))
        case 4: return .remove(view)
        case 5, 6: return .frame(view, FuzzRect.random(&generator.random))
        case 7: return .bounds(view, FuzzRect.random(&generator.random))
        case 8: return .center(view, x: generator.random.number(), y: generator.random.number())
        case 9: return .transform(view, FuzzTransform.random(&generator.random))
        case 10: return .alpha(view, generator.random.number())
        case 11: return .hidden(view, generator.random.oneIn(2))
        case 12: return .cornerRadius(view, generator.random.number())
        case 13: return .clipsToBounds(view, generator.random.oneIn(2))
        case 14:
            return .exchange(
                ViewParent.random(&generator), generator.random.index(below: 3), generator.random.index(below: 3))
        case 15: return .bringToFront(ViewParent.random(&generator), child: view)
        case 16: return .sizeToFit(view)
        case 17: return .layoutMargins(view, generator.random.number())
        case 18: return .arrange(stack: generator.anyView() ?? view, view: view)
        default:
            if generator.random.oneIn(2) {
                return .contentOffset(view, x: generator.random.number(), y: generator.random.number())
            }
            return .animate(
                view, duration: generator.random.pick(FuzzValues.durations),
                delay: generator.random.pick(FuzzValues.durations), to: FuzzRect.random(&generator.random),
                alpha: generator.random.number(), thenRemove: generator.random.oneIn(3))
        }
    }

    var code: String {
        switch self {
        case .make(let index, let kind, let text): "let v\(index) = \(kind.code(text: text))"
        case .add(let child, let parent): "\(parent.code).addSubview(v\(child))"
        case .insert(let child, let parent, let index): "\(parent.code).insertSubview(v\(child), at: \(index))"
        case .remove(let view): "v\(view).removeFromSuperview()"
        case .frame(let view, let rect): "v\(view).frame = \(rect.code)"
        case .bounds(let view, let rect): "v\(view).bounds = \(rect.code)"
        case .center(let view, let x, let y):
            "v\(view).center = CGPoint(x: \(UIKitProgramFuzzer.code(x)), y: \(UIKitProgramFuzzer.code(y)))"
        case .transform(let view, let transform): "v\(view).transform = \(transform.code)"
        case .alpha(let view, let alpha): "v\(view).alpha = \(UIKitProgramFuzzer.code(alpha))"
        case .hidden(let view, let hidden): "v\(view).isHidden = \(hidden)"
        case .cornerRadius(let view, let radius): "v\(view).layer.cornerRadius = \(UIKitProgramFuzzer.code(radius))"
        case .clipsToBounds(let view, let clips): "v\(view).clipsToBounds = \(clips)"
        case .exchange(let parent, let first, let second):
            "\(parent.code).exchangeSubview(at: \(first), withSubviewAt: \(second))"
        case .bringToFront(let parent, let child): "\(parent.code).bringSubviewToFront(v\(child))"
        case .sizeToFit(let view): "v\(view).sizeToFit()"
        case .layoutMargins(let view, let inset):
            "v\(view).layoutMargins = UIEdgeInsets(top: \(UIKitProgramFuzzer.code(inset)), left: \(UIKitProgramFuzzer.code(inset)), bottom: 0, right: 0)"
        case .arrange(let stack, let view): "(v\(stack) as? UIStackView)?.addArrangedSubview(v\(view))"
        case .contentOffset(let view, let x, let y):
            "(v\(view) as? UIScrollView)?.contentOffset = CGPoint(x: \(UIKitProgramFuzzer.code(x)), y: \(UIKitProgramFuzzer.code(y)))"
        case .animate(let view, let duration, let delay, let rect, let alpha, let thenRemove):
            "UIView.animate(withDuration: \(UIKitProgramFuzzer.code(duration)), delay: \(UIKitProgramFuzzer.code(delay))) "
                + "{ v\(view).frame = \(rect.code); v\(view).alpha = \(UIKitProgramFuzzer.code(alpha)) }"
                + (thenRemove ? " completion: { _ in v\(view).removeFromSuperview() }" : "")
        }
    }

    func run(in run: ProgramRun) {
        switch self {
        case .make(_, let kind, let text): run.views.append(kind.make(text: text))
        case .add(let child, let parent): parent.resolve(in: run).addSubview(run.views[child])
        case .insert(let child, let parent, let index):
            parent.resolve(in: run).insertSubview(run.views[child], at: index)
        case .remove(let view): run.views[view].removeFromSuperview()
        case .frame(let view, let rect): run.views[view].frame = rect.rect
        case .bounds(let view, let rect): run.views[view].bounds = rect.rect
        case .center(let view, let x, let y): run.views[view].center = CGPoint(x: x, y: y)
        case .transform(let view, let transform): run.views[view].transform = transform.transform
        case .alpha(let view, let alpha): run.views[view].alpha = alpha
        case .hidden(let view, let hidden): run.views[view].isHidden = hidden
        case .cornerRadius(let view, let radius): run.views[view].layer.cornerRadius = radius
        case .clipsToBounds(let view, let clips): run.views[view].clipsToBounds = clips
        case .exchange(let parent, let first, let second):
            parent.resolve(in: run).exchangeSubview(at: first, withSubviewAt: second)
        case .bringToFront(let parent, let child): parent.resolve(in: run).bringSubviewToFront(run.views[child])
        case .sizeToFit(let view): run.views[view].sizeToFit()
        case .layoutMargins(let view, let inset):
            run.views[view].layoutMargins = UIEdgeInsets(top: inset, left: inset, bottom: 0, right: 0)
        case .arrange(let stack, let view): (run.views[stack] as? UIStackView)?.addArrangedSubview(run.views[view])
        case .contentOffset(let view, let x, let y):
            (run.views[view] as? UIScrollView)?.contentOffset = CGPoint(x: x, y: y)
        case .animate(let index, let duration, let delay, let rect, let alpha, let thenRemove):
            let view = run.views[index]
            UIView.animate(
                withDuration: duration, delay: delay,
                animations: {
                    view.frame = rect.rect
                    view.alpha = alpha
                },
                completion: { _ in if thenRemove { view.removeFromSuperview() } })
        }
    }
}
