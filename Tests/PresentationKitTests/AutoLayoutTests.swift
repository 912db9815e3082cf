import Foundation
import PresentationKit
import Testing

/// A view with an intrinsic content size that can change.
private final class SizedView: View {
    var size = CGSize(width: 100, height: 40) { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: CGSize { size }
}

/// A container that records its subviews' frames when its own layout runs.
private final class RecordingView: View {
    var seen: [Rect] = []
    override func layoutSubviews() {
        super.layoutSubviews()
        seen = subviews.map(\.frame)
    }
}

private final class UpdatingView: View {
    let child = View()
    var updates = 0
    override func updateConstraints() {
        updates += 1
        if updates == 1 { child.heightAnchor.constraint(equalToConstant: 33).isActive = true }
        super.updateConstraints()
    }
}

@Suite struct AutoLayoutTests {
    private func constrainedChild(of container: View) -> View {
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        return child
    }

    @Test("anchors place a subview of a frame-laid-out view before the container's layoutSubviews runs")
    func anchorsPlaceSubviews() {
        let container = RecordingView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let child = constrainedChild(of: container)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -30),
            child.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5),
        ])
        container.layoutIfNeeded()
        // width 300 - 10 - 30 = 260; height 200 × 0.5 = 100.
        #expect(child.frame == Rect(x: 10, y: 20, width: 260, height: 100))
        #expect(container.seen == [Rect(x: 10, y: 20, width: 260, height: 100)])
        #expect(container.constraints.count == 4)
        // The container's frame is a constraint too: resizing it re-solves.
        container.frame = Rect(x: 0, y: 0, width: 400, height: 100)
        container.layoutIfNeeded()
        #expect(child.frame == Rect(x: 10, y: 20, width: 360, height: 50))
    }

    @Test("hugging keeps the intrinsic size against weaker pulls; compression resistance likewise")
    func huggingAndCompressionResistance() {
        let container = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let child = SizedView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor),
        ])
        container.layoutIfNeeded()
        #expect(child.frame.size == CGSize(width: 100, height: 40), "the intrinsic size on both axes")
        let wider = child.widthAnchor.constraint(greaterThanOrEqualToConstant: 150)
        wider.priority = LayoutPriority(249)
        wider.isActive = true
        container.layoutIfNeeded()
        #expect(child.frame.width == 100, "249 is below the hugging priority 250")
        wider.priority = LayoutPriority(251)
        container.layoutIfNeeded()
        #expect(child.frame.width == 150, "251 beats hugging")
        wider.isActive = false
        let narrower = child.widthAnchor.constraint(lessThanOrEqualToConstant: 60)
        narrower.priority = LayoutPriority(749)
        narrower.isActive = true
        container.layoutIfNeeded()
        #expect(child.frame.width == 100, "749 is below compression resistance 750")
        child.setContentCompressionResistancePriority(LayoutPriority(700), for: .horizontal)
        container.layoutIfNeeded()
        #expect(child.frame.width == 60, "now the 749 constraint wins")
        narrower.isActive = false
        child.size = CGSize(width: 120, height: 50)
        container.layoutIfNeeded()
        #expect(child.frame.size == CGSize(width: 120, height: 50), "invalidateIntrinsicContentSize re-reads it")
    }

    @Test("systemLayoutSizeFitting: a column of 20 and 30 high views 10 apart, widths 50 (hugging) and 80")
    func fittingSize() {
        let top = SizedView()
        top.size = CGSize(width: 50, height: 20)
        let bottom = SizedView()
        bottom.size = CGSize(width: 80, height: 30)
        let stack = StackView(arrangedSubviews: [top, bottom])
        stack.axis = .vertical
        stack.spacing = 10
        // Fill alignment: both as wide as the stack; 80 wide compresses the bottom view at 750 < hugging the
        // top one at 250, so 80 wins. Height 20 + 10 + 30 = 60.
        #expect(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 80, height: 60))
        // Fixing the width at the target (required) while the height stays free.
        let fitted = stack.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 200, height: 60))
        #expect(stack.frame.size == .zero, "measuring does not resize the view")
    }

    @Test("contradicting required constraints are logged as UIKit does and the last added breaks")
    func unsatisfiableConstraintsAreLogged() throws {
        let window = try Window(device: "iphone-15-pro")
        let root = ViewController()
        window.rootViewController = root
        let box = constrainedChild(of: root.view)
        let short = box.heightAnchor.constraint(equalToConstant: 100)
        let tall = box.heightAnchor.constraint(equalToConstant: 200)
        tall.identifier = "tall"
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.view.topAnchor), box.widthAnchor.constraint(equalToConstant: 50),
            short, tall,
        ])
        root.view.layoutIfNeeded()
        #expect(box.frame.height == 100, "the first one holds")
        #expect(tall.isActive, "a broken constraint stays active, as in UIKit")
        let log = try #require(window.diagnostics.last?.description)
        #expect(log.hasPrefix("Unable to simultaneously satisfy constraints."))
        let recovery = try #require(log.range(of: "Will attempt to recover by breaking constraint \n"))
        let broken = String(log[recovery.upperBound...])
        #expect(broken.hasPrefix("<NSLayoutConstraint:#") && broken.contains(" 'tall' UIView:#"))
        #expect(broken.hasSuffix(".height == 200   (active)>"))
        #expect(log.contains(".height == 100   (active)>\""), "the other constraint of the conflict is listed")
        // A constant change that contradicts: width == 100 against width <= 120 added after it. Both are
        // required, so the one added last (the <= 120) breaks and the width moves to 150.
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        let cap = box.widthAnchor.constraint(lessThanOrEqualToConstant: 120)
        let oldWidth = box.constraints.first { $0.firstAttribute == .width && $0.relation == .equal }
        oldWidth?.isActive = false
        LayoutConstraint.activate([width, cap])
        root.view.layoutIfNeeded()
        let before = window.diagnostics.count
        width.constant = 150
        root.view.layoutIfNeeded()
        #expect(box.frame.width == 150)
        #expect(window.diagnostics.count == before + 1)
        let second = try #require(window.diagnostics.last?.description)
        #expect(second.hasSuffix(".width <= 120   (active)>"))
    }

    @Test("forgetting translatesAutoresizingMaskIntoConstraints: the frame's constraints show in the log")
    func autoresizingConstraintsConflict() throws {
        let window = try Window(device: "iphone-15-pro")
        let root = ViewController()
        window.rootViewController = root
        let box = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        root.view.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        width.isActive = true
        root.view.layoutIfNeeded()
        #expect(box.frame.width == 40, "the frame's width holds; the app's constraint, added last, breaks")
        let log = try #require(window.diagnostics.last?.description)
        #expect(log.contains("\"<NSAutoresizingMaskLayoutConstraint:#- h=--& v=--& UIView:#"))
        #expect(log.contains(".width == 40   (active)>\""))
        #expect(log.hasSuffix(".width == 100   (active)>"))
    }

    @Test("moving an active constraint between required and optional is refused and logged")
    func requiredPriorityChangeIsRefused() throws {
        let window = try Window(device: "iphone-15-pro")
        let root = ViewController()
        window.rootViewController = root
        let box = constrainedChild(of: root.view)
        let height = box.heightAnchor.constraint(equalToConstant: 10)
        height.isActive = true
        height.priority = .defaultLow
        #expect(height.priority == .required)
        #expect(
            window.diagnostics.last
                == .requiredPriorityChange(from: 1000, to: 250))
        height.isActive = false
        height.priority = .defaultLow
        #expect(height.priority == .defaultLow, "an inactive constraint takes any priority")
    }

    @Test("UIKit's raw values for attributes and relations")
    func rawValues() {
        let attributes: [LayoutConstraint.Attribute] = [
            .notAnAttribute, .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
            .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
        ]
        #expect(attributes.map(\.rawValue) == Array(0...20))
        #expect(
            [LayoutConstraint.Relation.lessThanOrEqual, .equal, .greaterThanOrEqual].map(\.rawValue) == [-1, 0, 1])
    }

    @Test("the item-and-attribute initialiser, margins and the centre with a multiplier")
    func legacyInitialiser() {
        let container = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let child = constrainedChild(of: container)
        LayoutConstraint.activate([
            LayoutConstraint(
                item: child, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            LayoutConstraint(
                item: child, attribute: .centerY, relatedBy: .equal, toItem: container, attribute: .centerY,
                multiplier: 0.5, constant: 0),
            LayoutConstraint(
                item: child, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 40),
            LayoutConstraint(
                item: child, attribute: .height, relatedBy: .equal, toItem: child, attribute: .width,
                multiplier: 0.25, constant: 0),
        ])
        container.layoutIfNeeded()
        // Default margins are 8 pt; centre Y = 0.5 × 50 = 25, height 40 × 0.25 = 10, so y = 25 - 5 = 20.
        #expect(child.frame == Rect(x: 8, y: 20, width: 40, height: 10))
    }

    @Test("an app's layout guide is solved like a view: a 30 pt spacer between two views")
    func appLayoutGuide() {
        let container = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        let left = constrainedChild(of: container)
        let right = constrainedChild(of: container)
        let spacer = LayoutGuide()
        container.addLayoutGuide(spacer)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            left.widthAnchor.constraint(equalToConstant: 50),
            spacer.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 30),
            right.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            spacer.topAnchor.constraint(equalTo: container.topAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 0),
        ])
        container.layoutIfNeeded()
        #expect(right.frame.minX == 80 && right.frame.width == 220)
        #expect(spacer.layoutFrame == Rect(x: 50, y: 0, width: 30, height: 0))
        #expect(container.layoutGuides == [spacer])
        #expect(left.hasAmbiguousLayout, "nothing says where the left view is vertically")
    }

    @Test("the keyboard guide's top is the safe area's bottom while the keyboard is offscreen")
    func keyboardGuide() throws {
        let window = try Window(device: "iphone-15-pro")
        let root = ViewController()
        window.rootViewController = root
        let bar = constrainedChild(of: root.view)
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: root.view.keyboardLayoutGuide.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.view.layoutIfNeeded()
        // 852 high with a 34 pt home indicator inset: the bar ends at 818.
        #expect(bar.frame == Rect(x: 0, y: 768, width: 393, height: 50))
    }

    @Test("setNeedsUpdateConstraints runs updateConstraints before layout, once")
    func updateConstraintsPass() {
        let view = UpdatingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.child.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(view.child)
        LayoutConstraint.activate([
            view.child.topAnchor.constraint(equalTo: view.topAnchor),
            view.child.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            view.child.widthAnchor.constraint(equalToConstant: 10),
        ])
        view.setNeedsUpdateConstraints()
        #expect(view.needsUpdateConstraints())
        view.layoutIfNeeded()
        #expect(view.updates == 1 && !view.needsUpdateConstraints())
        #expect(view.child.frame.height == 33)
        #expect(view.child.constraintsAffectingLayout(for: .vertical).count == 2)
    }
}
