import UIKit

/// A settings screen as apps write it: an inset-grouped `UITableViewController` with value and subtitle cells,
/// a disclosure chevron and a checkmark, and a section footer, shown in a sheet at the medium detent.
public final class SettingsViewController: UITableViewController {
    private struct Row {
        let title: String
        let detail: String?
        let style: UITableViewCell.CellStyle
        let accessory: UITableViewCell.AccessoryType
    }

    private let sections: [(header: String?, rows: [Row], footer: String?)] = [
        (
            "Account",
            [
                Row(title: "Name", detail: "Alex Appleseed", style: .value1, accessory: .disclosureIndicator),
                Row(title: "Plan", detail: "Family", style: .value1, accessory: .disclosureIndicator),
            ],
            nil
        ),
        (
            "Sync",
            [
                Row(title: "Photos", detail: "Last synced 2 minutes ago", style: .subtitle, accessory: .checkmark),
                Row(title: "Notes", detail: "Waiting for Wi-Fi", style: .subtitle, accessory: .none),
            ],
            "Items sync when your device is connected to Wi-Fi and charging."
        ),
    ]

    public init() {
        super.init(style: .insetGrouped)
        title = "Settings"
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].header
    }

    public override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = sections[indexPath.section].rows[indexPath.row]
        let identifier = "\(row.style.rawValue)"
        let cell =
            tableView.dequeueReusableCell(withIdentifier: identifier)
            ?? UITableViewCell(style: row.style, reuseIdentifier: identifier)
        cell.textLabel?.text = row.title
        cell.detailTextLabel?.text = row.detail
        cell.accessoryType = row.accessory
        return cell
    }
}

/// Presents the settings, in a navigation controller, in a page sheet resting at the medium detent.
public final class SettingsHostViewController: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard presentedViewController == nil else { return }
        let settings = UINavigationController(rootViewController: SettingsViewController())
        if let sheet = settings.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        present(settings, animated: false)
    }
}
