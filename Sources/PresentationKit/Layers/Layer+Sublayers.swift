extension Layer {
    /// The sublayers that are not views' layers.
    var standaloneSublayers: [Layer] {
        (sublayerOrder ?? []).filter { $0.view == nil }
    }

    func insert(_ layer: Layer, nextTo sibling: Layer?, above: Bool) {
        let order = sublayers ?? []
        guard let sibling, let siblingIndex = order.firstIndex(where: { $0 === sibling }) else {
            return insert(layer, atOrderIndex: above ? nil : 0)
        }
        let leavesFromBefore = order.firstIndex { $0 === layer }.map { $0 < siblingIndex } ?? false
        insert(layer, atOrderIndex: siblingIndex + (above ? 1 : 0) - (leavesFromBefore ? 1 : 0))
    }

    /// Inserts a standalone `layer` at `index` of the drawing order (at the front when `nil`). A view's layer
    /// cannot be moved here: its view's place decides.
    func insert(_ layer: Layer, atOrderIndex index: Int?) {
        guard layer.view == nil, layer !== self, !isDescendant(of: layer) else { return }
        layer.removeFromSuperlayer()
        var order = sublayerOrder ?? view?.subviews.map(\.layer) ?? []
        order.insert(layer, at: min(max(0, index ?? order.count), order.count))
        sublayerOrder = order
        layer.ownSuperlayer = self
        view?.setNeedsLayout()
    }

    /// Whether this layer is `ancestor` or inside it.
    private func isDescendant(of ancestor: Layer) -> Bool {
        var current: Layer? = self
        while let layer = current {
            if layer === ancestor { return true }
            current = layer.superlayer
        }
        return false
    }

    // MARK: - Keeping a view's order

    /// After `subview` was inserted at `index` of this view's subviews: its layer goes just behind the layer
    /// of the subview that now follows it, or in front of everything.
    func subviewInserted(_ subview: View, at index: Int) {
        guard var order = sublayerOrder, let view else { return }
        let layer = subview.layer
        order.removeAll { $0 === layer }
        let next = index + 1 < view.subviews.count ? view.subviews[index + 1].layer : nil
        let position = next.flatMap { next in order.firstIndex { $0 === next } } ?? order.count
        order.insert(layer, at: position)
        sublayerOrder = order
    }

    /// After `subview` left this view.
    func subviewRemoved(_ subview: View) {
        sublayerOrder?.removeAll { $0 === subview.storedLayerIfLoaded }
    }

    /// After `subview` moved to the front (`toFront`) or the back of this view's subviews.
    func subviewMoved(_ subview: View, toFront: Bool) {
        guard var order = sublayerOrder else { return }
        let layer = subview.layer
        order.removeAll { $0 === layer }
        order.insert(layer, at: toFront ? order.count : 0)
        sublayerOrder = order
    }

    /// After two subviews swapped places.
    func subviewsExchanged(_ first: View, _ second: View) {
        guard var order = sublayerOrder, let one = order.firstIndex(where: { $0 === first.layer }),
            let other = order.firstIndex(where: { $0 === second.layer })
        else { return }
        order.swapAt(one, other)
        sublayerOrder = order
    }
}
