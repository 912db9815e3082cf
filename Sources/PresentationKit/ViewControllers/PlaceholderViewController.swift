import Foundation
import WholeNumbers

/// A controller with stand-in content — a list of rows, optionally a tint — so that presentations look
/// like an app in images without any app code. The layout follows UIKit's table metrics: 44-pt rows,
/// text and separators inset by the view's layout margins (the safe area plus 16 pt, 20 pt on
/// regular-width windows and 414-pt-wide phones), or 16 pt inside an inset-grouped group; 10-pt group
/// corners (before iOS 13, which introduced inset-grouped lists, the group runs edge to edge, square); content starting below the navigation bar (and its large title) or the safe area. A row's
/// text ends at the trailing margin, where the renderer truncates it with "…".
///
/// A plain list draws a separator under every row, the last included, as a plain `UITableView` does. Below
/// the rows, a plain list before iOS 15 continues with filler separators one row height apart down to the
/// bottom of the view (UIKit's empty rows of a plain table without a footer view); from iOS 15 it shows none,
/// as `UITableView.fillerRowHeight` defaults to 0 there. An inset-grouped list ends its group without a
/// separator.
open class PlaceholderViewController: ViewController {
    /// The row titles.
    open var rows: [String] { didSet { relayout() } }
    /// Row layout style.
    open var listStyle: ListStyle { didSet { relayout() } }
    /// The background colour (default: the system background for the list style).
    open var backgroundColor: Color? { didSet { relayout() } }
    private var rowViews: [View] = []
    private var fillerSeparators: [View] = []
    private let group = View()

    /// Creates a placeholder with a title and rows.
    public init(
        title: String?, rows: [String] = [], listStyle: ListStyle = .insetGrouped,
        backgroundColor: Color? = nil
    ) {
        self.rows = rows
        self.listStyle = listStyle
        self.backgroundColor = backgroundColor
        super.init(nibName: nil, bundle: nil)
        self.title = title
        group.label = "list"
    }

    /// Always `nil`: there are no storyboards on Linux (see ``ViewController/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    override func layoutContainer(in environment: WindowEnvironment) {
        super.layoutContainer(in: environment)
        let bounds = view.bounds
        let grouped = listStyle == .insetGrouped
        // Inset-grouped lists came with iOS 13; before, a grouped list ran edge to edge, square-cornered.
        let inset = grouped && environment.era >= .ios13
        view.backgroundColor = backgroundColor ?? (grouped ? .systemGroupedBackground : .systemBackground)
        let margins = view.layoutMargins
        let top = contentTop(in: environment) + (grouped ? 16 : 0)
        let rowHeight = environment.metrics[.listRowHeight]
        let groupX = inset ? margins.left : 0
        let width = max(0, bounds.width - groupX - (inset ? margins.right : 0))
        let visible = max(0, min(rows.count, Int(saturating: (bounds.height - top) / rowHeight)))
        group.frame = Rect(x: groupX, y: top, width: width, height: Double(visible) * rowHeight)
        group.backgroundColor = grouped ? .secondarySystemGroupedBackground : nil
        group.cornerRadius = inset ? 10 : 0
        group.cornerCurve = .continuous
        group.clipsToBounds = inset
        group.isHidden = visible == 0
        if group.superview !== view { view.insertSubview(group, at: 0) }
        let textInsets: (leading: Double, trailing: Double) =
            inset ? (16, 16) : (margins.left, margins.right)
        let separator = SeparatorPlacement(
            leading: textInsets.leading, width: width, thickness: environment.metrics[.separatorThickness])
        layoutRows(
            count: visible, height: rowHeight, textInsets: textInsets, separator: separator,
            lastHasSeparator: !grouped)
        let fillsBelow = !grouped && environment.era < .ios15
        let fillerTop = top + Double(visible) * rowHeight
        layoutFillerSeparators(
            count: fillsBelow ? max(0, Int(saturating: (bounds.height - fillerTop) / rowHeight)) : 0, top: fillerTop,
            rowHeight: rowHeight, separator: separator)
    }

    /// Positions the rows, reusing the row views of the previous pass. Each row's text and separator start
    /// at the leading text inset; the text's frame ends at the trailing one, where the renderer truncates.
    private func layoutRows(
        count: Int, height: Double, textInsets: (leading: Double, trailing: Double),
        separator placement: SeparatorPlacement,
        lastHasSeparator: Bool
    ) {
        let width = placement.width
        while rowViews.count > count { rowViews.removeLast().removeFromSuperview() }
        while rowViews.count < count { rowViews.append(makeRow()) }
        let textWidth = max(0, width - textInsets.leading - textInsets.trailing)
        for (index, row) in rowViews.enumerated() {
            row.frame = Rect(x: 0, y: Double(index) * height, width: width, height: height)
            row.label = rows[index]
            guard row.subviews.count == 2 else { continue }
            let (separator, text) = (row.subviews[0], row.subviews[1])
            separator.isHidden = index == count - 1 && !lastHasSeparator
            separator.frame = placement.frame(bottom: height)
            text.frame = Rect(x: textInsets.leading, y: 0, width: textWidth, height: height)
            text.text = rows[index]
        }
    }

    /// The separators of the empty rows below a plain list's last row, each one row height below the last.
    private func layoutFillerSeparators(
        count: Int, top: Double, rowHeight: Double, separator placement: SeparatorPlacement
    ) {
        while fillerSeparators.count > count { fillerSeparators.removeLast().removeFromSuperview() }
        while fillerSeparators.count < count {
            let separator = Self.makeSeparator()
            view.addSubview(separator)
            fillerSeparators.append(separator)
        }
        for (index, separator) in fillerSeparators.enumerated() {
            separator.frame = placement.frame(bottom: top + Double(index + 1) * rowHeight)
        }
    }

    /// Where a row's separator goes: from the leading text inset to the trailing edge of a row `width` wide.
    private struct SeparatorPlacement {
        let leading: Double, width: Double, thickness: Double

        /// The separator ending at `bottom`.
        func frame(bottom: Double) -> Rect {
            Rect(x: leading, y: bottom - thickness, width: max(0, width - leading), height: thickness)
        }
    }

    private static func makeSeparator() -> View {
        let separator = View()
        separator.role = .separator
        separator.backgroundColor = .separator
        return separator
    }

    private func makeRow() -> View {
        let row = View()
        row.role = .listRow
        row.addSubview(Self.makeSeparator())
        let text = Label()
        text.role = .listRowText
        text.font = Self.rowFont
        row.addSubview(text)
        group.addSubview(row)
        return row
    }

    /// The font of the rows' text: 17-pt regular (the `body` text style).
    static let rowFont = Font.preferredFont(forTextStyle: .body)

    /// Where content starts: below the navigation bar when inside a navigation controller, otherwise
    /// below the top safe-area inset.
    private func contentTop(in environment: WindowEnvironment) -> Double {
        if let navigation = navigationController, !navigation.isNavigationBarHidden {
            return navigation.barBottom(in: environment)
        }
        return topSafeAreaInset(in: environment)
    }

    private func relayout() {
        if let environment = window?.environment { layoutContainer(in: environment) }
    }
}
