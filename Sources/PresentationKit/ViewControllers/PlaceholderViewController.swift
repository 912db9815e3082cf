import Foundation

/// A controller with stand-in content — a list of rows, optionally a tint — so that presentations look
/// like an app in images without any app code. The layout follows UIKit's table metrics: 44-pt rows,
/// 16-pt margins (20 pt on regular-width windows), 10-pt group corners, content starting below the
/// navigation bar or the safe area.
open class PlaceholderViewController: ViewController {
    /// The row titles.
    open var rows: [String] { didSet { relayout() } }
    /// Row layout style.
    open var listStyle: ListStyle { didSet { relayout() } }
    /// The background colour (default: the system background for the list style).
    open var backgroundColor: Color? { didSet { relayout() } }
    private var rowViews: [View] = []
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
        view.backgroundColor = backgroundColor ?? (grouped ? .systemGroupedBackground : .systemBackground)
        let margin = environment.traitCollection.horizontalSizeClass == .regular ? 20.0 : 16.0
        let top = contentTop(in: environment) + (grouped ? 16 : 0)
        let rowHeight = 44.0
        let groupX = grouped ? margin + environment.safeAreaInsets.left : 0
        let width = max(0, bounds.width - 2 * groupX)
        let visible = max(0, min(rows.count, Int((bounds.height - top) / rowHeight)))
        group.frame = Rect(x: groupX, y: top, width: width, height: Double(visible) * rowHeight)
        group.backgroundColor = grouped ? .secondarySystemGroupedBackground : nil
        group.cornerRadius = grouped ? 10 : 0
        group.cornerCurve = .continuous
        group.clipsToBounds = grouped
        group.isHidden = visible == 0
        if group.superview !== view { view.insertSubview(group, at: 0) }
        layoutRows(count: visible, width: width, height: rowHeight, inset: grouped ? 16 : margin)
    }

    /// Positions the rows, reusing the row views of the previous pass.
    private func layoutRows(count: Int, width: Double, height: Double, inset: Double) {
        while rowViews.count > count { rowViews.removeLast().removeFromSuperview() }
        while rowViews.count < count { rowViews.append(makeRow()) }
        for (index, row) in rowViews.enumerated() {
            row.frame = Rect(x: 0, y: Double(index) * height, width: width, height: height)
            row.text = rows[index]
            row.label = rows[index]
            if let separator = row.subviews.first {
                separator.isHidden = index == count - 1
                separator.frame = Rect(x: inset, y: height - 0.5, width: width - inset, height: 0.5)
            }
        }
    }

    private func makeRow() -> View {
        let row = View()
        row.role = .listRow
        let separator = View()
        separator.role = .separator
        separator.backgroundColor = .separator
        row.addSubview(separator)
        group.addSubview(row)
        return row
    }

    /// Where content starts: below the navigation bar when inside a navigation controller, otherwise
    /// below the top safe-area inset.
    private func contentTop(in environment: WindowEnvironment) -> Double {
        if let navigation = navigationController, !navigation.isNavigationBarHidden {
            return navigation.topSafeAreaInset(in: environment) + NavigationController.barHeight(in: environment)
        }
        return topSafeAreaInset(in: environment)
    }

    private func relayout() {
        if let environment = window?.environment { layoutContainer(in: environment) }
    }
}
