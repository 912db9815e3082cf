#if os(Linux)
    import UIKit

    /// A settings screen written as for iOS: an inset-grouped table with a default cell with a disclosure
    /// chevron, a value cell, a subtitle cell, a checkmark row and a section footer.
    final class SettingsTableViewController: UITableViewController {
        private let cellIdentifier = "setting"
        private typealias Row = (title: String, detail: String?, style: UITableViewCell.CellStyle)
        private let sections: [(title: String?, rows: [Row], footer: String?)] = [
            (nil, [("Wi-Fi", "Home", .value1), ("Bluetooth", "On", .value1), ("Mobile Service", nil, .default)], nil),
            (
                "General", [("About", nil, .default), ("Software Update", "iOS 18.0 is up to date", .subtitle)],
                "Automatic updates download and install overnight while charging."
            ),
            ("Appearance", [("Light", nil, .default), ("Dark", nil, .default)], nil),
        ]

        init() {
            super.init(style: .insetGrouped)
            title = "Settings"
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func numberOfSections(in tableView: UITableView) -> Int {
            sections.count
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].rows.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let (title, detail, style) = sections[indexPath.section].rows[indexPath.row]
            let cell =
                tableView.dequeueReusableCell(withIdentifier: cellIdentifier + "\(style.rawValue)")
                ?? UITableViewCell(style: style, reuseIdentifier: cellIdentifier + "\(style.rawValue)")
            cell.textLabel?.text = title
            cell.detailTextLabel?.text = detail
            if indexPath.section == 2 {
                cell.accessoryType = indexPath.row == 0 ? .checkmark : .none
            } else {
                cell.accessoryType = .disclosureIndicator
            }
            return cell
        }

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sections[section].title
        }

        override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            sections[section].footer
        }
    }
#endif
