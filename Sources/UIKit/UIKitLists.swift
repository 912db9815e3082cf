import Foundation
import PresentationKit

// UIKit's names for the list pieces: diffable snapshots, content and background configurations, and tables.

/// `NSDiffableDataSourceSnapshot`: `DiffableDataSourceSnapshot`.
public typealias NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> =
    DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
/// `UIContentConfiguration`: `ContentConfiguration`.
public typealias UIContentConfiguration = ContentConfiguration
/// `UIContentView`: `ContentView`.
public typealias UIContentView = ContentView
/// `UIConfigurationState`: `ConfigurationState`.
public typealias UIConfigurationState = ConfigurationState
/// `UICellConfigurationState`: `CellConfigurationState`.
public typealias UICellConfigurationState = CellConfigurationState
/// `UIListContentConfiguration`: `ListContentConfiguration`.
public typealias UIListContentConfiguration = ListContentConfiguration
/// `UIListContentView`: `ListContentView`.
public typealias UIListContentView = ListContentView
/// `UIBackgroundConfiguration`: `BackgroundConfiguration`.
public typealias UIBackgroundConfiguration = BackgroundConfiguration
/// `UITableView`: `TableView`.
public typealias UITableView = TableView
/// `UITableViewCell`: `TableViewCell`.
public typealias UITableViewCell = TableViewCell
/// `UITableViewHeaderFooterView`: `TableViewHeaderFooterView`.
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
/// `UITableViewDataSource`: `TableViewDataSource`.
public typealias UITableViewDataSource = TableViewDataSource
/// `UITableViewDelegate`: `TableViewDelegate`.
public typealias UITableViewDelegate = TableViewDelegate
/// `UITableViewController`: `TableViewController`.
public typealias UITableViewController = TableViewController
/// `UITableViewDiffableDataSource`: `TableViewDiffableDataSource`.
public typealias UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> =
    TableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
