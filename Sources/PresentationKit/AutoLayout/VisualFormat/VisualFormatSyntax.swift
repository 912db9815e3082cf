/// A visual format string read into its parts, before any name is looked up: the grammar of the visual
/// format language, one type per production. Every part keeps the column it starts at so that looking a
/// name up can report where it was written.
struct VisualFormatLine: Equatable {
    /// `H:` (the default) or `V:`.
    var axis: LayoutConstraintAxis
    /// The connection after a leading `|`, if the line starts with one.
    var leadingSuperview: VisualFormatConnection?
    /// The views in the order they are written.
    var views: [VisualFormatView]
    /// The connection between each view and the next (one fewer than ``views``).
    var connections: [VisualFormatConnection]
    /// The connection before a trailing `|`, if the line ends with one.
    var trailingSuperview: VisualFormatConnection?
}

/// `[name]` or `[name(predicates)]`: a view, with predicates on its width (`H:`) or height (`V:`).
struct VisualFormatView: Equatable {
    var name: VisualFormatName
    var sizePredicates: [VisualFormatPredicate]
}

/// The space between two neighbours of a line.
enum VisualFormatConnection: Equatable {
    /// Written as nothing: the neighbours touch (`[a][b]`, `|[a]`).
    case flush
    /// Written as a single `-`: the system's standard space.
    case standard
    /// `-20-`, `-metric-` or `-(>=20,<=40@750)-`.
    case predicates([VisualFormatPredicate])
}

/// `>=20@750`: a relation, what the attribute is compared with and how strongly.
struct VisualFormatPredicate: Equatable {
    var relation: LayoutConstraint.Relation
    var object: VisualFormatValue
    var priority: VisualFormatValue?
}

/// A number written in the string, or a name to look up in the metrics (or, for view sizes, the views).
enum VisualFormatValue: Equatable {
    case number(Double, column: Int)
    case name(VisualFormatName)
}

/// An identifier and the column it starts at.
struct VisualFormatName: Equatable {
    var text: String
    var column: Int
}

extension VisualFormatValue {
    /// Where the value was written.
    var column: Int {
        switch self {
        case .number(_, let column): column
        case .name(let name): name.column
        }
    }
}
