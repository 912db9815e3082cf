import Foundation

extension TableView {
    /// Lays out what the visible rectangle shows: cells for the rows in it (cells of rows that left it go
    /// to the reuse pool), section headers and footers, the table's header and footer views. Self-sizing rows
    /// are measured as their cells appear; when a measurement changes the geometry, the pass runs again.
    func layOutContent() {
        for _ in 0..<4 {
            contentSize = Size(width: bounds.width, height: currentGeometry.contentHeight)
            let remeasured = tileRows()
            if reloadsAfterRequest {
                reloadsAfterRequest = false
                return reloadData()
            }
            guard remeasured else { break }
            geometry = nil
        }
        tileSectionViews()
        placeTableViews()
    }

    /// Shows cells for the visible rows; answers whether a self-sizing row measured a new height.
    private func tileRows() -> Bool {
        let visible = bounds
        let wanted = currentGeometry.indexPaths(from: visible.minY, to: visible.maxY)
        let wantedSet = Set(wanted)
        for (indexPath, cell) in visibleCellsByIndexPath where !wantedSet.contains(indexPath) {
            visibleCellsByIndexPath[indexPath] = nil
            recycle(cell, at: indexPath)
        }
        let context = cellContext
        var remeasured = false
        for indexPath in wanted where !reloadsAfterRequest {
            let cell = visibleCellsByIndexPath[indexPath] ?? makeCell(at: indexPath, context: context)
            place(cell, at: indexPath, context: context)
            if isSelfSizing(indexPath) {
                let height = max(metrics[.listRowHeight], cell.fittingHeight(forWidth: cell.bounds.width))
                if measuredRowHeights[indexPath] != height {
                    measuredRowHeights[indexPath] = height
                    remeasured = remeasured || abs(height - cell.bounds.height) > 0.001
                }
            }
        }
        return remeasured
    }

    private func makeCell(at indexPath: IndexPath, context: TableCellContext) -> TableViewCell {
        isRequestingCell = true
        let asked = dataSource?.tableView(self, cellForRowAt: indexPath)
        isRequestingCell = false
        let cell = asked ?? TableViewCell(style: .default, reuseIdentifier: nil)
        cell.tableContext = context
        cell.isHidden = false
        cell.isEditing = isEditing
        cell.isSelected = selectedIndexPaths.contains(indexPath)
        if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
        let frame = rectForRow(at: indexPath)
        View.performWithoutAnimation {
            let entrance = enteringRows[indexPath]
            cell.frame = entrance.map { Self.offstageFrame(frame, for: $0) } ?? frame
            cell.alpha = entrance.map(Self.fades) == true ? 0 : 1
        }
        visibleCellsByIndexPath[indexPath] = cell
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    /// Puts a cell at its row, with its corners (inset grouped) and its separator.
    private func place(_ cell: TableViewCell, at indexPath: IndexPath, context: TableCellContext) {
        cell.tableContext = context
        // Only changes are set: setting an unchanged value outside an animation would end a running one.
        let frame = rectForRow(at: indexPath)
        if cell.frame != frame { cell.frame = frame }
        if cell.alpha != 1 { cell.alpha = 1 }
        let rows = numberOfRows(inSection: indexPath.section)
        let isFirst = indexPath.row == 0
        let isLast = indexPath.row == rows - 1
        if style == .insetGrouped {
            cell.cornerRadius = metrics[.insetGroupedCornerRadius]
            cell.cornerCurve = .continuous
            cell.maskedCorners = isFirst && isLast ? .all : isFirst ? .top : isLast ? .bottom : []
            cell.clipsToBounds = true
        }
        placeSeparator(of: cell, hidden: separatorStyle == .none || (style != .plain && isLast))
    }

    private func placeSeparator(of cell: TableViewCell, hidden: Bool) {
        let line = cell.separatorLine
        line.isHidden = hidden
        guard !hidden else { return }
        let automatic = cell.textLeading
        let inset: EdgeInsets
        if let custom = cell.customSeparatorInset ?? customSeparatorInset {
            inset =
                separatorInsetReference == .fromCellEdges
                ? custom : EdgeInsets(top: 0, left: automatic + custom.left, bottom: 0, right: custom.right)
        } else {
            inset = EdgeInsets(top: 0, left: automatic, bottom: 0, right: 0)
        }
        let thickness = metrics[.separatorThickness]
        let size = cell.bounds.size
        line.backgroundColor = separatorColor ?? .separator
        line.frame = Rect(
            x: inset.left, y: size.height - thickness, width: max(0, size.width - inset.left - inset.right),
            height: thickness)
        cell.bringSubviewToFront(line)
    }

    /// Sends a cell to the reuse pool (hidden, still a subview) and tells the delegate.
    func recycle(_ cell: TableViewCell, at indexPath: IndexPath) {
        cell.isHidden = true
        if let identifier = cell.reuseIdentifier {
            reusableCells[identifier, default: []].append(cell)
        } else {
            cell.removeFromSuperview()
        }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    // MARK: Headers and footers

    /// Shows the header and footer views of the sections in the visible rectangle; a plain table's header
    /// stays at the top of the visible area while its section's rows scroll under it.
    private func tileSectionViews() {
        let visible = bounds
        let geometry = currentGeometry
        for (index, section) in geometry.sections.enumerated() {
            let onScreen = section.bottom > visible.minY && section.top < visible.maxY
            showSectionView(
                header: true, section: index, height: section.headerHeight, y: headerY(section, in: visible),
                onScreen: onScreen && section.headerHeight > 0)
            showSectionView(
                header: false, section: index, height: section.footerHeight, y: section.rowsBottom,
                onScreen: onScreen && section.footerHeight > 0)
        }
        for section in visibleHeaders.keys where section >= geometry.sections.count {
            showSectionView(header: true, section: section, height: 0, y: 0, onScreen: false)
        }
        for section in visibleFooters.keys where section >= geometry.sections.count {
            showSectionView(header: false, section: section, height: 0, y: 0, onScreen: false)
        }
    }

    private func headerY(_ section: TableGeometry.Section, in visible: Rect) -> Double {
        guard style == .plain else { return section.headerTop }
        let pinned = visible.minY + adjustedContentInset.top
        return min(max(section.headerTop, pinned), section.rowsBottom - section.headerHeight)
    }

    private func showSectionView(header: Bool, section: Int, height: Double, y: Double, onScreen: Bool) {
        let current = header ? visibleHeaders[section] : visibleFooters[section]
        guard onScreen else {
            if let current { recycleSectionView(current) }
            if header { visibleHeaders[section] = nil } else { visibleFooters[section] = nil }
            return
        }
        let view = current ?? makeSectionView(header: header, section: section)
        guard let view else { return }
        if view.superview !== self { addSubview(view) }
        view.isHidden = false
        view.frame = Rect(x: 0, y: y, width: bounds.width, height: height)
        if header {
            visibleHeaders[section] = view
            bringSubviewToFront(view)
        } else {
            visibleFooters[section] = view
        }
    }

    private func makeSectionView(header: Bool, section: Int) -> View? {
        if let custom = header ? customHeaderViews[section] : customFooterViews[section] { return custom }
        let asked =
            header
            ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        if let asked { return asked }
        let title =
            header
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        guard let title else { return nil }
        let view = reusableTitleViews.popLast() ?? TableViewHeaderFooterView(reuseIdentifier: nil)
        view.contentConfiguration = titleConfiguration(title, header: header)
        view.backgroundColor = style == .plain ? plainHeaderBarColor : nil
        return view
    }

    /// The plain header bar's colour: light grey up to iOS 12 (#F7F7F7), the secondary system background in
    /// iOS 13–14, and the table's background from iOS 15, when the bar became clear until pinned (not modelled).
    private var plainHeaderBarColor: Color {
        switch era {
        case .ios12: Color(white: 247.0 / 255, alpha: 1)
        case .ios13: .secondarySystemBackground
        case .ios15, .ios17, .ios18: .systemBackground
        }
    }

    func recycleSectionView(_ view: View) {
        view.isHidden = true
        if let titleView = view as? TableViewHeaderFooterView {
            if let identifier = titleView.reuseIdentifier {
                reusableHeaderFooterViews[identifier, default: []].append(titleView)
            } else {
                reusableTitleViews.append(titleView)
            }
        }
    }

    private func placeTableViews() {
        if let tableHeaderView {
            tableHeaderView.frame = Rect(x: 0, y: 0, width: bounds.width, height: tableHeaderView.frame.height)
        }
        if let tableFooterView {
            tableFooterView.frame = Rect(
                x: 0, y: currentGeometry.footerTop, width: bounds.width, height: tableFooterView.frame.height)
        }
        backgroundView?.frame = bounds
    }

    // MARK: Row animations

    /// Where a row enters from, or leaves to, for an animation.
    static func offstageFrame(_ frame: Rect, for animation: RowAnimation) -> Rect {
        switch animation {
        case .left: frame.offsetBy(dx: -frame.width, dy: 0)
        case .right: frame.offsetBy(dx: frame.width, dy: 0)
        case .top: frame.offsetBy(dx: 0, dy: -frame.height)
        case .bottom: frame.offsetBy(dx: 0, dy: frame.height)
        case .fade, .none, .middle, .automatic: frame
        }
    }

    /// Whether an animation fades the row (all but ``RowAnimation/none`` and the sideways slides).
    static func fades(_ animation: RowAnimation) -> Bool {
        switch animation {
        case .fade, .middle, .automatic, .top, .bottom: true
        case .none, .left, .right: false
        }
    }
}
