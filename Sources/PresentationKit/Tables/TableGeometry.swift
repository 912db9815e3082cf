import Foundation

/// Where a table's sections, headers, rows and footers sit in its content, made from the data source's
/// counts and the delegate's heights. Rows are found by binary search, so a table of any length finds its
/// visible rows in logarithmic time.
struct TableGeometry {
    struct Section {
        /// The top of the section: where its header's top padding starts.
        var top: Double
        /// Padding above the header (plain tables from iOS 15).
        var headerPadding: Double
        var headerHeight: Double
        /// Row tops relative to ``rowsTop``: one more entry than rows, the last the rows' total height.
        var rowOffsets: [Double]
        var footerHeight: Double

        var headerTop: Double { top + headerPadding }
        var rowsTop: Double { headerTop + headerHeight }
        var rowsBottom: Double { rowsTop + (rowOffsets.last ?? 0) }
        var bottom: Double { rowsBottom + footerHeight }
        var rowCount: Int { rowOffsets.count - 1 }

        func rowTop(_ row: Int) -> Double { rowsTop + rowOffsets[row] }
        func rowHeight(_ row: Int) -> Double { rowOffsets[row + 1] - rowOffsets[row] }

        /// The first row whose bottom lies below `y`, or ``rowCount``.
        func firstRow(endingBelow y: Double) -> Int {
            var low = 0
            var high = rowCount
            while low < high {
                let middle = (low + high) / 2
                if rowsTop + rowOffsets[middle + 1] <= y { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    var sections: [Section] = []
    /// The top of the table footer view: below the last section.
    var footerTop: Double = 0
    var contentHeight: Double = 0

    func section(_ index: Int) -> Section? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    /// The row whose rectangle holds `y`.
    func indexPath(atY y: Double) -> IndexPath? {
        guard let sectionIndex = sections.firstIndex(where: { $0.rowsTop <= y && y < $0.rowsBottom }) else {
            return nil
        }
        let row = sections[sectionIndex].firstRow(endingBelow: y)
        return row < sections[sectionIndex].rowCount ? IndexPath(row: row, section: sectionIndex) : nil
    }

    /// The rows that meet the band from `top` to `bottom`, in order.
    func indexPaths(from top: Double, to bottom: Double) -> [IndexPath] {
        var paths: [IndexPath] = []
        for (index, section) in sections.enumerated() where section.rowsBottom > top && section.rowsTop < bottom {
            var row = section.firstRow(endingBelow: top)
            while row < section.rowCount, section.rowTop(row) < bottom {
                paths.append(IndexPath(row: row, section: index))
                row += 1
            }
        }
        return paths
    }
}

extension TableView {
    /// Asks the data source for counts and titles and the delegate for heights, and stacks the sections.
    func makeGeometry() -> TableGeometry {
        var geometry = TableGeometry()
        var y = tableHeaderView?.frame.height ?? 0
        let count = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        for section in 0..<max(0, count) {
            let header = headerHeight(in: section)
            let padding = header > 0 ? headerTopPadding : 0
            let rows = max(0, dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0)
            var offsets = [0.0]
            offsets.reserveCapacity(rows + 1)
            var total = 0.0
            for height in rowHeights(inSection: section, count: rows) {
                total += height
                offsets.append(total)
            }
            let entry = TableGeometry.Section(
                top: y, headerPadding: padding, headerHeight: header, rowOffsets: offsets,
                footerHeight: footerHeight(in: section))
            geometry.sections.append(entry)
            y = entry.bottom
        }
        geometry.footerTop = y
        geometry.contentHeight = y + (tableFooterView?.frame.height ?? 0)
        return geometry
    }

    /// A section's row heights: the delegate's or ``rowHeight``; for ``automaticDimension`` the measured
    /// height, or the estimate until the row has been shown. One index path is reused for the delegate's calls
    /// and the measured heights are looked up only for the rows measured, so a long section costs one call per
    /// row and nothing more.
    private func rowHeights(inSection section: Int, count: Int) -> [Double] {
        var heights = [Double]()
        heights.reserveCapacity(count)
        var selfSizing = false
        func add(_ asked: Double) {
            selfSizing = selfSizing || asked == Self.automaticDimension
            heights.append(asked == Self.automaticDimension ? -1 : max(0, asked))
        }
        // The delegate is bound once, outside the loop: reading a weak reference, or retaining an object with
        // weak references, is an atomic operation on the runtime's slow path.
        if let delegate = tableDelegate {
            var path = IndexPath(row: 0, section: section)
            for row in 0..<count {
                path.row = row
                add(delegate.tableView(self, heightForRowAt: path))
            }
        } else {
            let height = rowHeight
            for _ in 0..<count { add(height) }
        }
        guard selfSizing else { return heights }
        for (measuredPath, height) in measuredRowHeights
        where measuredPath.section == section && measuredPath.row < count && heights[measuredPath.row] < 0 {
            heights[measuredPath.row] = height
        }
        let estimate = estimatedRowHeight > 0 ? estimatedRowHeight : metrics[.listRowHeight]
        for row in heights.indices where heights[row] < 0 { heights[row] = estimate }
        return heights
    }

    /// Whether a row sizes itself to its cell.
    func isSelfSizing(_ indexPath: IndexPath) -> Bool {
        (tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight) == Self.automaticDimension
    }

    /// The padding above headers: ``sectionHeaderTopPadding``, or the style's for the era when automatic.
    var headerTopPadding: Double {
        if sectionHeaderTopPadding != Self.automaticDimension { return max(0, sectionHeaderTopPadding) }
        return style == .plain ? metrics[.plainSectionHeaderTopPadding] : 0
    }

    private func headerHeight(in section: Int) -> Double {
        let asked = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        let firstExtra = section == 0 && style != .plain ? metrics[.groupedFirstSectionExtraTop] : 0
        guard asked == Self.automaticDimension else { return max(0, asked) }
        if let view = tableDelegate?.tableView(self, viewForHeaderInSection: section) {
            customHeaderViews[section] = view
            return fittingHeight(of: view)
        }
        guard let title = dataSource?.tableView(self, titleForHeaderInSection: section) else {
            return style == .plain ? 0 : metrics[.listHeaderTopMargin] + firstExtra
        }
        let height = titleHeight(titleConfiguration(title, header: true))
        return style == .plain ? max(metrics[.plainSectionHeaderHeight], height) : height + firstExtra
    }

    private func footerHeight(in section: Int) -> Double {
        let asked = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        guard asked == Self.automaticDimension else { return max(0, asked) }
        if let view = tableDelegate?.tableView(self, viewForFooterInSection: section) {
            customFooterViews[section] = view
            return fittingHeight(of: view)
        }
        guard let title = dataSource?.tableView(self, titleForFooterInSection: section) else {
            return style == .plain ? 0 : metrics[.listHeaderTopMargin]
        }
        return titleHeight(titleConfiguration(title, header: false))
    }

    /// The list configuration a section title is drawn with: the plain bar's or the grouped caption's,
    /// its text lined up with the rows' text.
    func titleConfiguration(_ title: String, header: Bool) -> ListContentConfiguration {
        var configuration: ListContentConfiguration
        switch (style, header) {
        case (.plain, true): configuration = .plainHeader()
        case (.plain, false): configuration = .plainFooter()
        case (_, true): configuration = .groupedHeader()
        case (_, false): configuration = .groupedFooter()
        }
        configuration.text = title
        let leading = rowSpan.x + cellContext.sideMargin
        configuration.directionalLayoutMargins.leading = leading
        configuration.directionalLayoutMargins.trailing = leading
        return configuration
    }

    private func titleHeight(_ configuration: ListContentConfiguration) -> Double {
        measuringTitleView.configuration = configuration
        return measuringTitleView.sizeThatFits(Size(width: bounds.width, height: 0)).height
    }

    private func fittingHeight(of view: View) -> Double {
        if let headerFooter = view as? TableViewHeaderFooterView {
            return headerFooter.fittingHeight(forWidth: bounds.width)
        }
        return view.frame.height
    }
}
