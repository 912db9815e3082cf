/// Builds a ``RenderTree`` from a window's views at a clock time, evaluating running animations.
struct RenderTreeBuilder {
    let window: Window
    let time: Double
    let appearance: UserInterfaceStyle
    let contentRoles: [(view: ObjectIdentifier, role: ViewRole)]
    /// Views whose content UIKit shows at the elevated level (presented sheets and popovers).
    let elevatedViews: Set<ObjectIdentifier>
    /// Numbers the backdrops.
    private let backdropCounter = Counter()
    /// Whether a view met on the way animates past this instant (noted while the nodes are built).
    private let animationActivity = AnimationActivity()

    init(window: Window, time: Double) {
        self.window = window
        self.time = time
        appearance = window.environment.appearance
        contentRoles = Self.contentRoles(of: window)
        elevatedViews = appearance == .dark ? Self.elevatedViews(of: window) : []
    }

    func build() -> RenderTree {
        let environment = window.environment
        var nodes: [RenderNode] = []
        appendNode(for: window, parentTransform: .identity, elevated: false, to: &nodes)
        var root =
            nodes.first
            ?? RenderNode(
                role: .window, label: nil, frame: window.bounds, size: window.bounds.size,
                transform: .identity, transform3D: nil, pageCurl: nil, alpha: 1, backgroundColor: nil, cornerRadius: 0,
                maskedCorners: .all,
                cornerCurve: .continuous, clipsToBounds: true, shape: .rectangle, shadow: nil, border: nil,
                text: nil, textColor: nil, children: [])
        // While the interface turns, the status bar is hidden (UIKit fades it out and back in at its new
        // place rather than drawing it upright over sideways content), and the home indicator fades in at
        // its new edge over the second half of the turn instead of jumping there.
        let rotationProgress = window.interfaceRotation?.progress(at: time)
        if let rotation = window.interfaceRotation, let rotationProgress {
            root = rotation.turning(root, progress: rotationProgress, screenSize: environment.windowSize)
        }
        return RenderTree(
            device: environment.device.identifier, orientation: environment.orientation,
            multitasking: environment.multitasking, era: environment.era, appearance: environment.appearance,
            size: environment.windowSize, screenSize: environment.screenSize, scale: environment.device.scale,
            displayCornerRadius: Self.cornerRadius(of: environment),
            sensorHousing: environment.isFullScreenWindow ? environment.device.sensorHousing : nil,
            safeAreaInsets: environment.safeAreaInsets, time: time, root: root,
            statusBar: rotationProgress == nil ? statusBar(over: root) : nil,
            homeIndicator: homeIndicator(rotationProgress: rotationProgress), slideOverHandle: slideOverHandle())
    }

    /// Appends the node of `view` (with its subtree) to `nodes`, unless it is hidden; built in place, as nodes
    /// are large values that would otherwise be copied on their way up the recursion.
    private func appendNode(
        for view: View, parentTransform: AffineTransform, elevated inherited: Bool, to nodes: inout [RenderNode]
    ) {
        // The storage is read field by field (`view.storage.label`), never copied whole: a copy retains and
        // releases every colour, string and layer in it, for each view of each tree.
        let animations = view.animations
        if !animations.isEmpty { animationActivity.note(animations, at: time) }
        let layer = view.storedLayerIfLoaded
        if let layer, !layer.runningAnimations.isEmpty { animationActivity.note(layer.runningAnimations, at: time) }
        let state = view.presentationState(at: time)
        guard !view.isHidden, state.alpha > 0.001,
            view.storage.isDoubleSided || !state.transform3D.showsBackFace
        else { return }
        let local =
            view === window
            ? .identity
            : View.transformToSuperview(
                center: state.center, size: state.size, boundsOrigin: .zero, transform: state.transform,
                anchor: view.storage.anchorPoint)
        let transform = local.concatenating(parentTransform)
        let elevated = inherited || (!elevatedViews.isEmpty && elevatedViews.contains(ObjectIdentifier(view)))
        let boundsOrigin = view.storage.boundsOrigin
        let childTransform =
            boundsOrigin == .zero
            ? transform
            : AffineTransform(translationX: -boundsOrigin.x, y: -boundsOrigin.y).concatenating(transform)
        var children: [RenderNode] = []
        if let order = layer?.sublayerOrder {
            appendNodes(for: order, parentTransform: childTransform, elevated: elevated, to: &children)
        } else {
            let subviews = Self.drawingOrder(view.subviews) { $0.storage.zPosition }
            if !subviews.isEmpty {
                children.reserveCapacity(subviews.count)
                for subview in subviews {
                    appendNode(for: subview, parentTransform: childTransform, elevated: elevated, to: &children)
                }
            }
        }
        if view is PresentationContainerView { PopoverArrowMaterial.match(in: &children) }
        nodes.append(
            RenderNode(
                role: contentRole(of: view) ?? view.storage.role, label: view.storage.label,
                frame: Rect(origin: .zero, size: state.size).applying(transform), size: state.size,
                transform: transform, transform3D: state.transform3D.isIdentity ? nil : state.transform3D,
                pageCurl: state.pageCurl > 0 ? state.pageCurl : nil, alpha: state.alpha,
                backgroundColor: state.backgroundColor?.resolved(for: appearance, elevated: elevated),
                cornerRadius: state.cornerRadius,
                maskedCorners: view.storage.maskedCorners, cornerCurve: view.storage.cornerCurve,
                clipsToBounds: view.storage.clipsToBounds,
                shape: view.renderShape,
                shadow: view.storage.shadow.map { resolve($0, opacity: state.shadowOpacity) },
                border: view.storage.border.map(resolve),
                text: view.storage.text,
                textColor: view.storage.text == nil ? nil : view.storage.textColor.resolved(for: appearance),
                children: children, typesetText: view.renderText(appearance: appearance),
                mask: view.storage.mask.map(Self.renderMask),
                image: view.renderImage(size: state.size, appearance: appearance)
                    ?? layer?.contentsRenderImage(size: state.size, appearance: appearance),
                drawing: RenderDrawing.combining(
                    layer?.contentDrawing(size: state.size, at: time), view.displayContent(size: state.size)),
                backdrop: view.backdropBlur.map {
                    RenderBackdrop(index: backdropCounter.next(), blurRadius: $0.radius, saturation: $0.saturation)
                },
                safeAreaInsets: view.owningViewController == nil ? nil : view.safeAreaInsets,
                layoutMargins: view.owningViewController == nil ? nil : view.layoutMargins))
    }

    /// Appends the nodes of a view's or a standalone layer's sublayers: views' layers as their views, the
    /// others as layer nodes.
    private func appendNodes(
        for sublayers: [Layer], parentTransform: AffineTransform, elevated: Bool, to nodes: inout [RenderNode]
    ) {
        for sublayer in Self.drawingOrder(sublayers, depth: { $0.storage.zPosition }) {
            if let view = sublayer.view {
                appendNode(for: view, parentTransform: parentTransform, elevated: elevated, to: &nodes)
            } else {
                appendNode(forStandalone: sublayer, parentTransform: parentTransform, elevated: elevated, to: &nodes)
            }
        }
    }

    /// Appends the node of a standalone layer (with its sublayers), unless it is hidden or transparent.
    private func appendNode(
        forStandalone layer: Layer, parentTransform: AffineTransform, elevated: Bool, to nodes: inout [RenderNode]
    ) {
        let stored = layer.ownStorage
        if !layer.runningAnimations.isEmpty { animationActivity.note(layer.runningAnimations, at: time) }
        let state = layer.presentationState(at: time)
        guard !stored.isHidden, state.alpha > 0.001, stored.isDoubleSided || !state.transform3D.showsBackFace
        else { return }
        let transform = View.transformToSuperview(
            center: state.center, size: state.size, boundsOrigin: .zero, transform: state.transform,
            anchor: stored.anchorPoint
        ).concatenating(parentTransform)
        let childTransform = AffineTransform(translationX: -stored.boundsOrigin.x, y: -stored.boundsOrigin.y)
            .concatenating(transform)
        var children: [RenderNode] = []
        appendNodes(for: layer.sublayerOrder ?? [], parentTransform: childTransform, elevated: elevated, to: &children)
        nodes.append(
            RenderNode(
                role: .layer, label: layer.name,
                frame: Rect(origin: .zero, size: state.size).applying(transform), size: state.size,
                transform: transform, transform3D: state.transform3D.isIdentity ? nil : state.transform3D,
                pageCurl: nil, alpha: state.alpha,
                backgroundColor: state.backgroundColor?.resolved(for: appearance, elevated: elevated),
                cornerRadius: state.cornerRadius, maskedCorners: stored.maskedCorners, cornerCurve: stored.cornerCurve,
                clipsToBounds: stored.clipsToBounds, shape: .rectangle,
                shadow: stored.shadow.map { resolve($0, opacity: state.shadowOpacity) },
                border: stored.border.map(resolve),
                text: nil, textColor: nil, children: children, mask: stored.mask.map(Self.renderMask),
                image: layer.contentsRenderImage(size: state.size, appearance: appearance),
                drawing: RenderDrawing.combining(
                    layer.contentDrawing(size: state.size, at: time), layer.displayContent(size: state.size))))
    }

    /// The items in drawing order: by ``Layer/zPosition``, then in their own order.
    static func drawingOrder<Item>(_ items: [Item], depth: (Item) -> Double) -> [Item] {
        guard items.contains(where: { depth($0) != 0 }) else { return items }
        return items.enumerated()
            .sorted { (depth($0.element), $0.offset) < (depth($1.element), $1.offset) }
            .map(\.element)
    }

    /// A mask layer's outline, in the masked node's coordinates.
    private static func renderMask(_ mask: Layer) -> RenderMask {
        RenderMask(path: mask.maskOutline, evenOdd: mask.maskUsesEvenOddRule)
    }

    private func resolve(_ shadow: Shadow, opacity: Double?) -> RenderShadow {
        RenderShadow(
            color: shadow.color.resolved(for: appearance).multiplyingAlpha(by: opacity ?? shadow.opacity),
            offset: shadow.offset, radius: shadow.radius, path: shadow.path)
    }

    private func resolve(_ border: Border) -> RenderBorder {
        RenderBorder(width: border.width, color: border.color.resolved(for: appearance))
    }

    /// The status bar; none in a Slide Over window, which floats below the status bar of the app beneath it.
    private func statusBar(over root: RenderNode) -> StatusBarItem? {
        let environment = window.environment
        guard window.isStatusBarVisible, environment.multitasking != .slideOver else { return nil }
        let arrangement = Self.statusBarArrangement(of: environment)
        let screen = Self.screenFrame(in: environment)
        var bar = StatusBarItem(
            frame: Rect(x: screen.minX, y: 0, width: screen.width, height: environment.statusBarHeight),
            style: window.statusBarStyle, arrangement: arrangement, time: arrangement == .ears ? "9:41" : "9:41 AM",
            date: arrangement == .leadingClock ? "Mon Jun 10" : nil,
            carrier: arrangement == .centeredClock ? "Carrier" : nil)
        if let transition = window.activeTransitions.first(where: { $0.statusBarStyleAtStart != nil }) {
            bar.fade = Self.fade(of: transition, into: bar.style, at: time)
        } else if isMoving {
            bar.style = .readable(over: bar.backdrops(of: root, housing: environment.device.sensorHousing))
        }
        return bar
    }

    /// The glyphs' cross-fade while a presentation or dismissal runs: from the style before it into `style`
    /// (the window's once the transition has changed the model), as far as the transition's animations have
    /// moved — UIKit animates the status bar's appearance update alongside the transition. `nil` when the
    /// two styles are the same: the glyphs then keep their style throughout, as in UIKit.
    private static func fade(of transition: Transition, into style: StatusBarStyle, at time: Double) -> StatusBarFade? {
        guard let start = transition.statusBarStyleAtStart, start != style else { return nil }
        return StatusBarFade(from: start, progress: transition.shownProgress(at: time))
    }

    /// The screen in the window's coordinates, where the status bar and the home indicator are laid out: they
    /// belong to the screen, not to an app. In Split View the app's window is one slice of the screen and
    /// shows only the part of them over it — the renderer clips them to the window — so a narrow slice shows
    /// the clock and date or the battery side of the status bar, and the home indicator only where the
    /// screen-centred capsule crosses it. The app is taken to be the leading (left) slice: the side is not
    /// modelled. A Slide Over window, floating over another app, keeps its own home indicator.
    static func screenFrame(in environment: WindowEnvironment) -> Rect {
        let split = environment.multitasking != .fullScreen && environment.multitasking != .slideOver
        let size = split ? environment.screenSize : environment.windowSize
        return Rect(origin: .zero, size: size)
    }

    /// iPads put the clock at the leading edge; phones with a notch or island (whose status bar only shows
    /// in portrait) put it in the left ear; Home-button phones centre it.
    private static func statusBarArrangement(of environment: WindowEnvironment) -> StatusBarArrangement {
        if environment.device.idiom == .pad { return .leadingClock }
        return environment.device.sensorHousing == nil ? .centeredClock : .ears
    }

    /// Whether a transition runs or anything animates at the sampled time. Outside a presentation or
    /// dismissal (a detent change, a navigation transition) the status bar's style is then not the window's
    /// (the owner's preference, or light over a receded presenter's black band) but follows what is actually
    /// under the glyphs at that instant: light or dark content, whichever contrasts more, switching where the
    /// backdrop under them crosses from light to dark.
    private var isMoving: Bool {
        window.isTransitioning || animationActivity.continuesPastNow
    }

    /// The corners the window's content is cut to: the display's for a full-screen window, the floating card's
    /// in Slide Over, square for a Split View slice (whose outer corners are the screen's).
    private static func cornerRadius(of environment: WindowEnvironment) -> Double {
        if environment.isFullScreenWindow { return environment.device.displayCornerRadius }
        return environment.multitasking == .slideOver ? environment.metrics[.slideOverCornerRadius] : 0
    }

    /// A Slide Over window's handle, centred at its top: the pill up to iPadOS 14, the multitasking control's
    /// three dots from iPadOS 15; in the grabber's colour.
    private func slideOverHandle() -> SlideOverHandleItem? {
        let environment = window.environment
        guard environment.multitasking == .slideOver else { return nil }
        let metrics = environment.metrics
        let (width, height) = (metrics[.slideOverHandleWidth], metrics[.slideOverHandleHeight])
        return SlideOverHandleItem(
            frame: Rect(
                x: (environment.windowSize.width - width) / 2, y: metrics[.slideOverHandleTop], width: width,
                height: height),
            style: environment.era >= .ios15 ? .dots : .pill, color: Color.tertiaryLabel.resolved(for: appearance))
    }

    /// The home indicator at the screen's bottom edge; during a rotation (`rotationProgress`) faded in over
    /// the second half of the turn.
    private func homeIndicator(rotationProgress: Double?) -> HomeIndicatorItem? {
        let environment = window.environment
        let metrics = environment.metrics
        guard environment.homeIndicatorInset > 0 else { return nil }
        let width =
            environment.device.idiom == .pad
            ? metrics[.homeIndicatorWidthPad]
            : metrics[environment.orientation == .portrait ? .homeIndicatorWidth : .homeIndicatorWidthLandscape]
        let height = metrics[.homeIndicatorHeight]
        let screen = Self.screenFrame(in: environment)
        let frame = Rect(
            x: screen.midX - width / 2, y: screen.maxY - metrics[.homeIndicatorBottomGap] - height,
            width: width, height: height)
        guard frame.intersects(Rect(origin: .zero, size: environment.windowSize)) else { return nil }
        let color =
            appearance == .dark
            ? ColorComponents(rgb: 0xFFFFFF, alpha: 0.6)
            : ColorComponents(rgb: 0x000000, alpha: 0.85)
        let fadeIn = rotationProgress.map { InterfaceRotation.ramp($0, from: 0.5, to: 1) } ?? 1
        guard fadeIn > 0 else { return nil }
        return HomeIndicatorItem(frame: frame, color: color.multiplyingAlpha(by: fadeIn))
    }

    /// Views UIKit shows at the elevated interface level in dark mode: presented sheets (not full screen)
    /// and popovers, and the views a card sheet scales back (so their edges stay visible on black) until
    /// they start growing back.
    private static func elevatedViews(of window: Window) -> Set<ObjectIdentifier> {
        var views = Set<ObjectIdentifier>()
        for controller in window.presentations {
            guard let geometry = controller.appliedGeometry, let view = controller.presentedView,
                geometry.popover != nil || (geometry.style.isSheet && geometry.sheetMode != .fullScreen)
            else { continue }
            views.insert(ObjectIdentifier(view))
        }
        for (key, state) in window.recededViews where !state.isRestoring { views.insert(key) }
        return views
    }

    /// Roles of controllers' root views by their part in presentations: presented, presenting, content.
    /// A list rather than a dictionary: it holds a couple of views per presentation, and every node looks
    /// itself up in it.
    private static func contentRoles(of window: Window) -> [(view: ObjectIdentifier, role: ViewRole)] {
        var roles: [(view: ObjectIdentifier, role: ViewRole)] = []
        func assign(_ role: ViewRole, to view: View, replacing: Bool) {
            let key = ObjectIdentifier(view)
            if let index = roles.firstIndex(where: { $0.view == key }) {
                if replacing { roles[index].role = role }
            } else {
                roles.append((key, role))
            }
        }
        for controller in window.presentations {
            if let presenterView = controller.presentingViewController.rootAncestor.viewIfLoaded {
                assign(.presentingContent, to: presenterView, replacing: false)
            }
            if let view = controller.presentedView { assign(.presentedContent, to: view, replacing: true) }
        }
        return roles
    }

    /// The role a presentation gives `view`, if any.
    private func contentRole(of view: View) -> ViewRole? {
        guard !contentRoles.isEmpty else { return nil }
        let key = ObjectIdentifier(view)
        return contentRoles.first { $0.view == key }?.role
    }
}

/// Notes, while the tree is built, whether any view's own animation (not one driven by an interactive
/// timeline) ends after the instant drawn.
private final class AnimationActivity {
    private(set) var continuesPastNow = false

    func note(_ animations: [PropertyAnimation], at time: Double) {
        if !continuesPastNow { continuesPastNow = animations.contains { $0.timeline == nil && $0.endTime > time } }
    }

    /// Notes layer animations: one still active after `time` keeps the tree animating.
    func note(_ animations: [RunningLayerAnimation], at time: Double) {
        if !continuesPastNow {
            // A repeating-forever animation (a spinner) does not hold the tree animating.
            continuesPastNow = animations.contains {
                let end = $0.begin + $0.animation.activeDuration
                return end.isFinite && end > time
            }
        }
    }
}

/// A number that counts up each time it is read.
private final class Counter {
    private var value = 0

    func next() -> Int {
        defer { value += 1 }
        return value
    }
}
