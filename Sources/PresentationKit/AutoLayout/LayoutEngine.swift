import Foundation

/// The Auto Layout engine of one view tree: the active constraints installed anywhere in the tree, the
/// frames of the views that translate their autoresizing masks, the layout guides and the intrinsic sizes,
/// all in one ``ConstraintSolver``.
///
/// Each view gets four variables, its frame's origin in its superview's coordinates and its size (bounds
/// origins and transforms are not part of the layout, as in UIKit); a layout guide gets its frame in its
/// owning view's coordinates. A constraint relates its items through the sums of these variables up to the
/// view it is installed on. The engine is rebuilt from the tree when views move between trees, and
/// otherwise changes by single constraints.
final class LayoutEngine {
    /// The frame variables of a view or a guide.
    struct Variables {
        let x, y, width, height: SolverVariable
        var all: [SolverVariable] { [x, y, width, height] }
    }

    /// Why a solver constraint exists: what to name in a conflict and what to drop when it breaks.
    enum Owner {
        case constraint(LayoutConstraint)
        /// One of the four frame values of a view that translates its autoresizing mask, or of a system
        /// layout guide (`component` indexes ``Variables/all``). Held weakly: the engine belongs to its
        /// tree's root view, which may be the item.
        case frame(WeakItem, component: Int)
        /// A view's content hugging (`hugging`) or compression resistance on an axis, the view held weakly.
        case contentSize(WeakItem, LayoutConstraintAxis, hugging: Bool)

        /// The frame value `component` of `item`.
        static func frame(of item: AnyObject, component: Int) -> Owner {
            .frame(WeakItem(object: item), component: component)
        }

        /// The content hugging or compression resistance of `view` on `axis`.
        static func contentSize(of view: View, _ axis: LayoutConstraintAxis, hugging: Bool) -> Owner {
            .contentSize(WeakItem(object: view), axis, hugging: hugging)
        }
    }

    /// The frame values an item is held at, and the solver constraints holding them.
    struct FramePin {
        var values: [Double]
        var ids: [SolverConstraintID?]
    }

    private(set) weak var root: View?
    private var isStale = true
    private var solver = ConstraintSolver()
    private var variables: [ObjectIdentifier: Variables] = [:]
    /// Registered items other than the root, in registration order (for deterministic walks). Held
    /// strongly: they are the root's descendants or their guides, so this makes no cycle, and a view that
    /// leaves the tree invalidates the engine, which lets go of it at the rebuild.
    private var items: [AnyObject] = []
    /// Whether the root itself is registered (kept apart: holding it would be a cycle).
    private var registersRoot = false
    private var pins: [ObjectIdentifier: FramePin] = [:]
    private var entries: [ObjectIdentifier: SolverConstraintID] = [:]
    private var contentSizes: [ObjectIdentifier: [SolverConstraintID]] = [:]
    /// The solved widths that width-dependent intrinsic sizes (multi-line labels) were last measured at.
    private var layoutWidths: [ObjectIdentifier: Double] = [:]
    private(set) var owners: [SolverConstraintID: Owner] = [:]
    /// Constraints dropped to resolve a conflict; they stay active, as in UIKit, but do not hold.
    private var broken: [ObjectIdentifier: LayoutConstraint] = [:]
    private var hosts: [WeakItem] = []
    /// Numbers that name items and constraints in logs, in the order the engine first met them.
    private var logNumbers: [ObjectIdentifier: Int] = [:]

    /// The view `systemLayoutSizeFitting` measures: its own frame is not pinned.
    private weak var fittedView: View?
    /// Whether some view of the tree asked for `updateConstraints()`.
    var hasPendingConstraintUpdates = false

    init(root: View) {
        self.root = root
    }

    /// An engine of `view`'s subtree for measuring it: the view's size is free, the constraints of the
    /// subtree hold as they are (none is deactivated).
    init(measuring view: View) {
        root = view
        fittedView = view
        isStale = false
        for constraint in Self.installedConstraints(under: view, deactivatingStrays: false) { insert(constraint) }
    }

    /// The size the solver gives the measured view when its size is pulled towards `target` at the given
    /// priorities.
    func fittingSize(towards target: Size, priorities: (LayoutPriority, LayoutPriority)) -> Size {
        guard let view = fittedView else { return .zero }
        let frame = variables(for: view)
        _ = add(
            LinearExpression(frame.width) - Double(target.width), .equal, priority: priorities.0,
            owner: .frame(of: view, component: 2))
        _ = add(
            LinearExpression(frame.height) - Double(target.height), .equal, priority: priorities.1,
            owner: .frame(of: view, component: 3))
        refitWidthDependentContent()
        // Rounded up to whole pixels, so that the content fits in the size returned.
        let scale = pixelScale
        func pixels(_ variable: SolverVariable) -> Double {
            (solver.value(of: variable) * scale - 1e-6).rounded(.up) / scale
        }
        return Size(width: pixels(frame.width), height: pixels(frame.height))
    }

    /// Whether the solution leaves the item's frame free to move: a nudge at the lowest priority moves one of
    /// its variables.
    func isAmbiguous(_ item: AnyObject) -> Bool {
        guard let frame = variables[ObjectIdentifier(item)] else { return false }
        for variable in frame.all {
            let value = solver.value(of: variable)
            for nudge in [1.0, -1.0] {
                var probe = solver
                _ = try? probe.add(LinearExpression(variable) - (value + nudge), .equal, priority: 1)
                if abs(probe.value(of: variable) - value) > 1e-6 { return true }
            }
        }
        return false
    }

    /// The active app constraints on `view`'s attributes of `axis`, in the order they were added.
    func constraints(affecting view: View, on axis: LayoutConstraintAxis) -> [LayoutConstraint] {
        owners.sorted { $0.key < $1.key }.compactMap { entry -> LayoutConstraint? in
            guard case .constraint(let constraint) = entry.value else { return nil }
            let first = constraint.firstItem === view && constraint.firstAttribute.axis == axis
            let second = constraint.secondItem === view && constraint.secondAttribute.axis == axis
            return first || second ? constraint : nil
        }
    }

    /// Takes over from the engine of a tree that joined or left this one: rebuilt at the next pass, with
    /// its pending `updateConstraints()`.
    func adopt(_ other: LayoutEngine) {
        hasPendingConstraintUpdates = hasPendingConstraintUpdates || other.hasPendingConstraintUpdates
        invalidate()
    }

    /// Rebuilds the engine at the next layout pass (views moved between trees).
    func invalidate() {
        isStale = true
        root?.setNeedsEnginePass()
    }

    // MARK: - Changes

    func added(_ constraint: LayoutConstraint) {
        guard !isStale else { return root?.setNeedsEnginePass() ?? () }
        insert(constraint)
        scheduleLayout()
    }

    func removed(_ constraint: LayoutConstraint) {
        guard !isStale else { return root?.setNeedsEnginePass() ?? () }
        let key = ObjectIdentifier(constraint)
        broken[key] = nil
        if let id = entries.removeValue(forKey: key) {
            solver.remove(id)
            owners[id] = nil
        }
        scheduleLayout()
    }

    func constantChanged(of constraint: LayoutConstraint) {
        guard !isStale else { return root?.setNeedsEnginePass() ?? () }
        let key = ObjectIdentifier(constraint)
        if broken.removeValue(forKey: key) != nil {
            insert(constraint)
        } else if let id = entries[key], let host = constraint.installedView,
            let expression = expression(of: constraint, in: host)
        {
            setConstant(id, to: expression.constant)
        }
        scheduleLayout()
    }

    func priorityChanged(of constraint: LayoutConstraint) {
        removed(constraint)
        added(constraint)
    }

    /// The view's intrinsic size or baselines changed: its content-size constraints and the constraints on
    /// its baselines are made again.
    func contentChanged(of view: View) {
        guard !isStale, variables[ObjectIdentifier(view)] != nil else { return }
        for id in contentSizes.removeValue(forKey: ObjectIdentifier(view)) ?? [] { drop(id) }
        if !view.translatesAutoresizingMaskIntoConstraints { addContentSize(of: view) }
        let baselines: Set<LayoutConstraint.Attribute> = [.firstBaseline, .lastBaseline]
        for case .constraint(let constraint) in owners.sorted(by: { $0.key < $1.key }).map(\.value)
        where (constraint.firstItem === view && baselines.contains(constraint.firstAttribute))
            || (constraint.secondItem === view && baselines.contains(constraint.secondAttribute))
        {
            removed(constraint)
            insert(constraint)
        }
        scheduleLayout()
    }

    // MARK: - Layout passes

    /// The root's step of a layout pass: rebuild if needed, run pending `updateConstraints()`, follow the
    /// frames of autoresizing views and guides, and ask the views whose solved frames changed to lay out.
    func prepareForPass() {
        updateConstraintsIfNeeded()
        rebuildIfStale()
        syncFramePins()
        scheduleLayout()
    }

    /// A host's step: follow the frames that its ancestors' layout may have changed (views' frames and the
    /// host's own guides; the root's step followed every guide), then place its constrained subviews. A
    /// placed view's safe area and margins follow its new frame, and when its guides move the subviews are
    /// placed again (a few rounds at most), so that one layout, inside an animation block too, ends where
    /// the next would.
    func applyFrames(toSubviewsOf host: View) {
        rebuildIfStale()
        refitWidthDependentContent()
        var owners: [View] = [host]
        for _ in 0..<3 {
            guard syncFramePins(guidesOf: owners) || owners.count == 1 else { return }
            let placed = placeSubviews(of: host)
            guard !placed.isEmpty else { return }
            owners = [host] + placed
        }
    }

    /// Sets the solved frames of the host's constrained subviews; returns those that moved.
    private func placeSubviews(of host: View) -> [View] {
        var placed: [View] = []
        for case let view as View in registeredItems
        where view.superview === host && !view.translatesAutoresizingMaskIntoConstraints {
            guard let frame = solvedFrame(of: view), frame.isFinite, frame != view.untransformedFrame else { continue }
            view.bounds = Rect(origin: view.boundsOrigin, size: frame.size)
            view.center = Point(x: frame.midX, y: frame.midY)
            placed.append(view)
        }
        return placed
    }

    /// The solved frame of a registered view or guide.
    ///
    /// As UIKit, the edges are rounded to the screen's pixels (the width is the distance between the rounded
    /// edges, so neighbouring views still touch): a 36-point view centred in 393 points at 3× starts at
    /// 178.667, not 178.5. This also drops the simplex's rounding noise (703.9999999999).
    func solvedFrame(of item: AnyObject) -> Rect? {
        guard let variables = variables[ObjectIdentifier(item)] else { return nil }
        let scale = pixelScale
        func edges(_ start: SolverVariable, _ length: SolverVariable) -> (Double, Double) {
            let minimum = solver.value(of: start)
            let maximum = minimum + solver.value(of: length)
            let (low, high) = ((minimum * scale).rounded() / scale, (maximum * scale).rounded() / scale)
            return (low, high - low)
        }
        let (x, width) = edges(variables.x, variables.width)
        let (y, height) = edges(variables.y, variables.height)
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// Pixels per point of the screen the tree is on (the current window's outside one; else 1).
    private var pixelScale: Double {
        let scale = (root?.window ?? Window.current)?.environment.device.scale ?? 1
        return scale.isFinite && scale > 0 ? scale : 1
    }

    /// The registered items, the root first when it is one.
    private var registeredItems: [AnyObject] {
        guard registersRoot, let root else { return items }
        return [root] + items
    }

    /// Runs the pending `updateConstraints()` of the tree (UIKit's update pass, which precedes layout).
    func updateConstraintsIfNeeded() {
        guard hasPendingConstraintUpdates, let root else { return }
        hasPendingConstraintUpdates = false
        root.updateConstraintsInTreeIfNeeded()
    }

    /// Rebuilds the engine from its tree if views moved between trees since it was built.
    func rebuildIfStale() {
        if isStale, let root { rebuild(from: root) }
    }

    /// Marks the superviews of constrained views whose solved frames differ from their frames.
    private func scheduleLayout() {
        for case let view as View in registeredItems where !view.translatesAutoresizingMaskIntoConstraints {
            if let frame = solvedFrame(of: view), frame != view.untransformedFrame { view.superview?.setNeedsLayout() }
        }
    }

    // MARK: - Building

    private func rebuild(from root: View) {
        for case let host as View in hosts.compactMap(\.object) { host.autoLayout?.hostsConstrainedSubviews = false }
        solver = ConstraintSolver()
        variables = [:]
        items = []
        registersRoot = false
        pins = [:]
        entries = [:]
        contentSizes = [:]
        layoutWidths = [:]
        owners = [:]
        broken = [:]
        hosts = []
        isStale = false
        for constraint in Self.installedConstraints(under: root, deactivatingStrays: true) { insert(constraint) }
    }

    /// The constraints installed in the tree, depth first in subview order; constraints whose items left
    /// the view they are installed on are deactivated, as UIKit removes them when a view leaves its tree.
    private static func installedConstraints(under view: View, deactivatingStrays: Bool) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        if let state = view.autoLayout {
            for constraint in state.installed {
                if constraint.itemViews.allSatisfy({ $0.isDescendant(of: view) }) {
                    result.append(constraint)
                } else if deactivatingStrays {
                    constraint.isActive = false
                }
            }
        }
        for subview in view.subviews {
            result += installedConstraints(under: subview, deactivatingStrays: deactivatingStrays)
        }
        return result
    }

    private func insert(_ constraint: LayoutConstraint) {
        guard let host = constraint.installedView, let expression = expression(of: constraint, in: host) else { return }
        let relation: SolverRelation =
            switch constraint.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        if let id = add(expression, relation, priority: constraint.priority, owner: .constraint(constraint)) {
            entries[ObjectIdentifier(constraint)] = id
        } else {
            broken[ObjectIdentifier(constraint)] = constraint
        }
    }

    /// Adds a solver constraint; when it contradicts the required ones it is the one broken (it is the
    /// last added among equals) and the conflict is reported. Returns its id, `nil` when broken.
    private func add(
        _ expression: LinearExpression, _ relation: SolverRelation, priority: LayoutPriority, owner: Owner
    ) -> SolverConstraintID? {
        do {
            let id = try solver.add(expression, relation, priority: priority)
            owners[id] = owner
            return id
        } catch {
            guard case .unsatisfiable(let conflicting) = error else { return nil }
            report(conflicting: conflicting.compactMap { owners[$0] } + [owner], breaking: owner)
            return nil
        }
    }

    /// Moves a constant; on a conflict, breaks the lowest priority constraint involved (the last added
    /// among equals) and tries again.
    private func setConstant(_ id: SolverConstraintID, to constant: Double) {
        var target: SolverConstraintID? = id
        while let current = target {
            do {
                try solver.setConstant(current, to: constant)
                return
            } catch {
                guard case .unsatisfiable(let conflicting) = error else { return }
                let involved = (conflicting + [current]).sorted()
                let victim =
                    involved.min { lhs, rhs in
                        let (left, right) = (priority(of: lhs), priority(of: rhs))
                        return left != right ? left < right : lhs > rhs
                    } ?? current
                report(conflicting: involved.compactMap { owners[$0] }, breaking: owners[victim])
                breakConstraint(victim)
                target = victim == current ? nil : current
            }
        }
    }

    private func priority(of id: SolverConstraintID) -> LayoutPriority {
        switch owners[id] {
        case .constraint(let constraint): constraint.priority
        case .contentSize(let item, let axis, let hugging):
            (item.object as? View).map {
                hugging ? $0.contentHuggingPriority(for: axis) : $0.contentCompressionResistancePriority(for: axis)
            } ?? .required
        case .frame, nil: .required
        }
    }

    private func breakConstraint(_ id: SolverConstraintID) {
        if case .constraint(let constraint) = owners[id] {
            entries[ObjectIdentifier(constraint)] = nil
            broken[ObjectIdentifier(constraint)] = constraint
        }
        if case .frame(let item, let component) = owners[id], let object = item.object {
            pins[ObjectIdentifier(object)]?.ids[component] = nil
        }
        drop(id)
    }

    private func drop(_ id: SolverConstraintID) {
        solver.remove(id)
        owners[id] = nil
    }

    private func report(conflicting: [Owner], breaking victim: Owner?) {
        guard let window = root as? Window else { return }
        let log = UIKitDescription.unsatisfiableLog(conflicting, breaking: victim, in: self)
        window.diagnostics.append(.unsatisfiableConstraints(log))
    }

    // MARK: - Items

    /// The item's variables, registering it (with its frame pins or content size) on first use.
    func variables(for item: AnyObject) -> Variables {
        if let existing = variables[ObjectIdentifier(item)] { return existing }
        let made = Variables(
            x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(),
            height: solver.makeVariable())
        variables[ObjectIdentifier(item)] = made
        if item === root { registersRoot = true } else { items.append(item) }
        _ = logNumber(of: item)
        if let view = item as? View {
            if view.translatesAutoresizingMaskIntoConstraints, view !== fittedView {
                pinFrame(of: view, to: view.untransformedFrame)
            } else {
                _ = view.ensureAutoLayout()
                addContentSize(of: view)
                if let host = view.superview, view !== fittedView {
                    host.ensureAutoLayout().hostsConstrainedSubviews = true
                    hosts.append(WeakItem(object: host))
                }
            }
        } else if let guide = item as? LayoutGuide, let owner = guide.owningView, guide.systemFrame != nil {
            pinFrame(of: guide, relativeTo: owner)
        }
        return made
    }

    /// The number naming an item or constraint in logs.
    func logNumber(of object: AnyObject) -> Int {
        if let number = logNumbers[ObjectIdentifier(object)] { return number }
        let number = logNumbers.count + 1
        logNumbers[ObjectIdentifier(object)] = number
        return number
    }

    private func pinFrame(of view: View, to frame: Rect) {
        let values = Self.components(of: frame)
        let all = variables(for: view).all
        let ids = zip(all, values).enumerated().map { index, pair in
            add(
                LinearExpression(pair.0) - pair.1, .equal, priority: .required,
                owner: .frame(of: view, component: index))
        }
        pins[ObjectIdentifier(view)] = FramePin(values: values, ids: ids)
    }

    /// Pins a system guide by its insets from the owning view's edges, so that it follows the owner's
    /// solved size: `x = left`, `y = top`, `width = owner.width - left - right`,
    /// `height = owner.height - top - bottom` (the keyboard guide: `y = owner.height - bottom`,
    /// `height = bottom`).
    private func pinFrame(of guide: LayoutGuide, relativeTo owner: View) {
        let guideVariables = variables(for: guide).all
        let ownerVariables = variables(for: owner)
        let ownerTerms = Self.ownerTerms(of: guide, ownerVariables)
        let values = Self.guideValues(of: guide) ?? [0, 0, 0, 0]
        let ids = (0..<4).map { index in
            add(
                LinearExpression(guideVariables[index]) - (ownerTerms[index] ?? LinearExpression()) - values[index],
                .equal, priority: .required, owner: .frame(of: guide, component: index))
        }
        pins[ObjectIdentifier(guide)] = FramePin(values: values, ids: ids)
    }

    /// Which owner size each guide component follows.
    private static func ownerTerms(of guide: LayoutGuide, _ owner: Variables) -> [LinearExpression?] {
        guide.region == .keyboard
            ? [nil, LinearExpression(owner.height), LinearExpression(owner.width), nil]
            : [nil, nil, LinearExpression(owner.width), LinearExpression(owner.height)]
    }

    /// A system guide's pinned values: its frame components less the owner sizes they follow.
    private static func guideValues(of guide: LayoutGuide) -> [Double]? {
        guard let frame = guide.systemFrame, let owner = guide.owningView else { return nil }
        let size = owner.bounds.size
        let follows = guide.region == .keyboard ? [0, size.height, size.width, 0] : [0, 0, size.width, size.height]
        return zip(components(of: frame), follows).map { $0 - Double($1) }
    }

    private static func components(of frame: Rect) -> [Double] {
        [frame.minX, frame.minY, frame.width, frame.height].map(Double.init)
    }

    /// Moves the frame pins of autoresizing views and system guides (only the guides of `owners` when
    /// given) to their current frames, scheduling layout where the solution moves; `true` when one moved.
    @discardableResult
    private func syncFramePins(guidesOf owners: [View]? = nil) -> Bool {
        var moved = false
        for item in registeredItems {
            if let owners, let guide = item as? LayoutGuide, !owners.contains(where: { $0 === guide.owningView }) {
                continue
            }
            guard let pin = pins[ObjectIdentifier(item)], let values = Self.pinnedValues(of: item) else { continue }
            guard values != pin.values else { continue }
            pins[ObjectIdentifier(item)]?.values = values
            for (index, id) in pin.ids.enumerated() where values[index] != pin.values[index] {
                if let id { setConstant(id, to: (solver.constant(of: id) ?? 0) + pin.values[index] - values[index]) }
            }
            moved = true
        }
        if moved { scheduleLayout() }
        return moved
    }

    private static func pinnedValues(of item: AnyObject) -> [Double]? {
        if let view = item as? View { return components(of: view.untransformedFrame) }
        return (item as? LayoutGuide).flatMap(guideValues)
    }

    /// Measures width-dependent intrinsic sizes again at their solved widths until they agree (a few rounds
    /// at most), as UIKit's second layout pass for multi-line labels does.
    private func refitWidthDependentContent() {
        for _ in 0..<3 {
            var changed = false
            for case let view as View in registeredItems
            where view.intrinsicSizeDependsOnWidth && !view.translatesAutoresizingMaskIntoConstraints {
                let key = ObjectIdentifier(view)
                guard let width = solvedFrame(of: view)?.width, width > 0,
                    abs(width - (layoutWidths[key] ?? -1)) > 1e-6
                else { continue }
                layoutWidths[key] = width
                for id in contentSizes.removeValue(forKey: key) ?? [] { drop(id) }
                addContentSize(of: view)
                changed = true
            }
            if !changed { return }
        }
    }

    private func addContentSize(of view: View) {
        let layoutWidth = view.intrinsicSizeDependsOnWidth ? layoutWidths[ObjectIdentifier(view)] : nil
        let size = layoutWidth.map { view.intrinsicContentSize(forLayoutWidth: $0) } ?? view.intrinsicContentSize
        let sizeVariables = variables(for: view)
        var ids: [SolverConstraintID] = []
        for (axis, length, variable) in [
            (LayoutConstraintAxis.horizontal, size.width, sizeVariables.width),
            (.vertical, size.height, sizeVariables.height),
        ] where length != View.noIntrinsicMetric {
            let expression = LinearExpression(variable) - Double(length)
            if let id = add(
                expression, .lessThanOrEqual, priority: view.contentHuggingPriority(for: axis),
                owner: .contentSize(of: view, axis, hugging: true))
            {
                ids.append(id)
            }
            if let id = add(
                expression, .greaterThanOrEqual, priority: view.contentCompressionResistancePriority(for: axis),
                owner: .contentSize(of: view, axis, hugging: false))
            {
                ids.append(id)
            }
        }
        if !ids.isEmpty { contentSizes[ObjectIdentifier(view)] = ids }
    }
}

/// A weak reference to a registered item.
struct WeakItem {
    weak var object: AnyObject?
}
