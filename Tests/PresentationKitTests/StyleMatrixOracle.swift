import PresentationKit

/// What the reference facts (uikit-presentation.md §2, §4, §6) say a built-in style looks like, computed
/// here from the reference formulas, independently of the layout core's own code.
struct StyleMatrixOracle {
    struct Expectation {
        var frame: Rect?
        var removesPresenter = false
        var presenterRecedes = false
        var dimmed = false
        var isPopover = false
    }

    let environment: WindowEnvironment

    var width: Double { environment.windowSize.width }
    var height: Double { environment.windowSize.height }
    var era: Era { environment.era }
    var compactWidth: Bool { environment.traitCollection.horizontalSizeClass == .compact }
    var compactHeight: Bool { environment.traitCollection.verticalSizeClass == .compact }
    var full: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    func expectation(for style: ModalPresentationStyle) -> Expectation {
        switch style {
        case .fullScreen, .currentContext: return Expectation(frame: full, removesPresenter: true)
        case .overFullScreen, .overCurrentContext, .custom: return Expectation(frame: full)
        case .automatic:
            if era == .ios12 { return expectation(for: .fullScreen) }
            return expectation(for: era == .ios18 ? .formSheet : .pageSheet)
        case .pageSheet, .formSheet: return sheet(style)
        case .popover: return popover()
        case .none: return Expectation()
        }
    }

    private func sheet(_ style: ModalPresentationStyle) -> Expectation {
        if era == .ios12 {
            if compactWidth { return Expectation(frame: full, removesPresenter: true) }
            return Expectation(frame: legacySheetFrame(style), dimmed: true)
        }
        if compactHeight { return Expectation(frame: full) }
        let floating = floatingSize(style)
        if compactWidth || floating.width > width - 50 {
            let top = environment.safeAreaInsets.top + 10
            return Expectation(
                frame: Rect(x: 0, y: top, width: width, height: height - top),
                presenterRecedes: true, dimmed: true)
        }
        return Expectation(
            frame: Rect(
                x: (width - floating.width) / 2, y: (height - floating.height) / 2,
                width: floating.width, height: floating.height), dimmed: true)
    }

    private func legacySheetFrame(_ style: ModalPresentationStyle) -> Rect {
        if style == .formSheet {
            let w = min(540, width)
            let h = min(620, height)
            return Rect(x: ((width - w) / 2).rounded(.down), y: ((height - h) / 2).rounded(.down), width: w, height: h)
        }
        let side = min(width, height)
        return Rect(x: ((width - side) / 2).rounded(.down), y: 20, width: side, height: height - 20)
    }

    private func floatingSize(_ style: ModalPresentationStyle) -> Size {
        let margin = environment.safeAreaInsets.top + 10
        if style == .pageSheet { return Size(width: 704, height: height - 2 * margin) }
        let longest = max(environment.screenSize.width, environment.screenSize.height)
        var size = Size(width: 540, height: 620)
        if era >= .ios17 {
            size =
                longest <= 1024
                ? Size(width: 540, height: 600)
                : longest < 1590 ? Size(width: 580, height: 640) : Size(width: 620, height: 680)
        }
        return Size(width: size.width, height: min(size.height, height - 2 * margin))
    }

    private func popover() -> Expectation {
        if compactWidth {
            return era == .ios12 ? Expectation(frame: full, removesPresenter: true) : sheet(.pageSheet)
        }
        return Expectation(frame: nil, isPopover: true)
    }
}
