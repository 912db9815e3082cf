import PresentationKit
import Testing

/// Every built-in style on every catalog device, both orientations, every iPad multitasking width and
/// every era, checked against ``StyleMatrixOracle``.
@Suite struct StyleMatrixTests {
    static let styles: [ModalPresentationStyle] = [
        .fullScreen, .overFullScreen, .pageSheet, .formSheet, .currentContext, .overCurrentContext, .popover,
        .automatic, .custom,
    ]

    @Test(arguments: DeviceCatalog.identifiers)
    func everyStyleMatchesTheReference(device: String) throws {
        let profile = try DeviceCatalog.profile(named: device)
        for orientation in InterfaceOrientation.allCases {
            for multitasking in profile.availableMultitaskingWidths(in: orientation) {
                for era in Era.allCases {
                    for style in Self.styles {
                        try check(style, device, orientation, multitasking, era)
                    }
                }
            }
        }
    }

    private func check(
        _ style: ModalPresentationStyle, _ device: String, _ orientation: InterfaceOrientation,
        _ multitasking: MultitaskingWidth, _ era: Era
    ) throws {
        let (window, root) = try Fixture.window(device, orientation, multitasking, era: era)
        let place = "\(window.environment.variantName) \(style.rawValue)"
        let expectation = StyleMatrixOracle(environment: window.environment).expectation(for: style)
        // Alternate animated and immediate presentations: both must end in the same layout.
        let animated = (Era.allCases.firstIndex(of: era) ?? 0) % 2 == 0
        let presented = try Fixture.present(style, on: root, in: window, animated: animated) { presented in
            if style == .popover { Fixture.anchorAtBarButton(presented, root: root) }
        }
        let tree = window.renderTree()
        let node = try #require(tree.presented, "\(place): no presented view")
        #expect(window.diagnostics.isEmpty, "\(place): \(window.diagnostics)")
        if let frame = expectation.frame {
            #expect(close(node.frame, frame, 0.34), "\(place): frame \(node.frame) expected \(frame)")
        }
        let presenterShown = tree.first(.presentingContent) != nil
        #expect(presenterShown != expectation.removesPresenter, "\(place): presenter shown \(presenterShown)")
        if expectation.presenterRecedes {
            let presenter = try #require(tree.first(.presentingContent))
            #expect(close(presenter.transform.xScale, 0.9165, 0.0001), "\(place): presenter scale")
            #expect(close(presenter.frame.minY, window.safeAreaInsets.top, 0.01), "\(place): presenter top")
        } else if presenterShown {
            #expect(tree.first(.presentingContent)?.transform.xScale == 1, "\(place): presenter scaled")
        }
        let dimming = tree.first(.dimming)?.backgroundColor?.alpha ?? 0
        #expect((dimming > 0) == expectation.dimmed, "\(place): dimming alpha \(dimming)")
        if expectation.isPopover { try checkPopover(tree, presented: presented, place: place, window: window) }
    }

    private func checkPopover(_ tree: RenderTree, presented: ViewController, place: String, window: Window) throws {
        let bubble = try #require(tree.first(.popoverBackground), "\(place): no popover bubble")
        let item = try #require(tree.first(.barItem), "\(place): no bar item")
        guard case .popoverBubble(_, _, let arrow, _) = bubble.shape, arrow.count == 3 else {
            Issue.record("\(place): popover without arrow")
            return
        }
        let tip = arrow[1].applying(bubble.transform)
        let source = item.frame
        let onHorizontalEdge =
            (close(tip.y, source.maxY) || close(tip.y, source.minY))
            && tip.x >= source.minX && tip.x <= source.maxX
        // A sideways arrow that cannot reach the source's height is pinned away from the bubble's corners
        // (reference §4); it still touches the source's edge line.
        let onVerticalEdge = close(tip.x, source.minX) || close(tip.x, source.maxX)
        #expect(onHorizontalEdge || onVerticalEdge, "\(place): arrow tip \(tip) not on source \(source)")
        let direction = presented.popoverPresentationController?.arrowDirection
        #expect(
            direction == (onHorizontalEdge ? .up : .right),
            "\(place): arrow direction \(String(describing: direction))")
        let region = window.bounds.inset(by: window.safeAreaInsets).insetBy(dx: 10, dy: 10)
        #expect(
            region.contains(bubble.frame) || close(region.intersection(bubble.frame), bubble.frame, 0.5),
            "\(place): bubble \(bubble.frame) outside \(region)")
        let content = try #require(tree.presented)
        #expect(content.frame.width == 320 && content.frame.height <= 400, "\(place): content \(content.frame)")
    }
}
