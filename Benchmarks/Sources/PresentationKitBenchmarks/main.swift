// Release-mode benchmark of the layout core: the full matrix of every built-in style on every catalog
// device, orientation, iPad multitasking width and era. One "layout" = configure a window, install a
// navigation controller with placeholder content, present the style (not animated) and build the
// render tree. The baseline pass does the same without presenting, in the same run, interleaved. Then the
// Auto Layout card (AutoLayoutCard.swift): a constrained custom presentation laid out again after a
// constant change, and built from scratch.
//
//   swift run -c release PresentationKitBenchmarks [passes]
//   PresentationKitBenchmarks card [passes]   — only the Auto Layout card (for profiling)
//   PresentationKitBenchmarks tables [passes]  — only the table sheets (TableSheet.swift): 10,000 rows against 20
//   PresentationKitBenchmarks table-rows <rows> <sheets> — lays out that many table sheets, no timing (for
//                                                 farm-bench, one row count against another)
//   PresentationKitBenchmarks count <passes>   — only the layouts, no timing: for instruction counts with
//                                                 valgrind --tool=callgrind (run 1 and 2 passes, subtract)
import Foundation
import PresentationKit

let styles: [ModalPresentationStyle] = [
    .fullScreen, .overFullScreen, .pageSheet, .formSheet, .currentContext, .overCurrentContext, .popover,
    .automatic, .custom,
]

struct Configuration {
    let environment: WindowEnvironment
    let style: ModalPresentationStyle
}

func matrix() -> [Configuration] {
    var result: [Configuration] = []
    for device in DeviceCatalog.all {
        for orientation in InterfaceOrientation.allCases {
            for multitasking in device.availableMultitaskingWidths(in: orientation) {
                for era in Era.allCases {
                    guard
                        let environment = try? WindowEnvironment(
                            device: device, orientation: orientation, multitasking: multitasking, era: era)
                    else { continue }
                    for style in styles { result.append(Configuration(environment: environment, style: style)) }
                }
            }
        }
    }
    return result
}

/// Lays out one configuration; returns a number derived from the result so the work is not optimised away.
func layout(_ configuration: Configuration, presenting: Bool) -> Int {
    let window = Window(environment: configuration.environment)
    let root = NavigationController(rootViewController: PlaceholderViewController(title: "Root", rows: ["One", "Two"]))
    window.rootViewController = root
    if presenting {
        let presented = PlaceholderViewController(title: "Presented")
        presented.modalPresentationStyle = configuration.style
        if configuration.style == .popover {
            let item = BarButtonItem(title: "Share")
            root.topViewController?.navigationItem.rightBarButtonItem = item
            presented.popoverPresentationController?.barButtonItem = item
            presented.preferredContentSize = Size(width: 320, height: 400)
        }
        root.present(presented, animated: false)
    }
    let tree = window.renderTree()
    return tree.root.children.count + Int(tree.presented?.frame.minY ?? 0)
}

func measure(_ configurations: [Configuration], presenting: Bool) -> (seconds: Double, checksum: Int) {
    let clock = ContinuousClock()
    var checksum = 0
    let elapsed = clock.measure {
        for configuration in configurations { checksum &+= layout(configuration, presenting: presenting) }
    }
    let parts = elapsed.components
    return (Double(parts.seconds) + Double(parts.attoseconds) * 1e-18, checksum)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

extension RenderTree {
    var presented: RenderNode? { first(.presentedContent) }
}

let arguments = Array(CommandLine.arguments.dropFirst())
let configurations = matrix()
if arguments.first == "card" {
    let card = try measureAutoLayoutCard(passes: arguments.dropFirst().first.flatMap(Int.init) ?? 5)
    print(
        "Auto Layout card relayout: \(LayoutNumberFormat.compact(card.relayout)) µs (\(card.constraints) constraints)")
    let change = try measureConstantChange()
    print(
        "solver constant change: \(LayoutNumberFormat.compact(change.setConstant)) µs by setConstant, "
            + "\(LayoutNumberFormat.compact(change.removeAndAdd)) µs by remove and add")
    exit(0)
}
if arguments.first == "tables" {
    let tables = try measureTableSheets(passes: arguments.dropFirst().first.flatMap(Int.init) ?? 15)
    print(
        "table in a medium sheet: \(LayoutNumberFormat.compact(tables.large)) µs with 10,000 rows, "
            + "\(LayoutNumberFormat.compact(tables.small)) µs with 20 "
            + "(\(LayoutNumberFormat.compact(tables.large / max(tables.small, 1e-9)))×), checksum \(tables.checksum)")
    exit(0)
}
if arguments.first == "table-rows" {
    let rows = arguments.dropFirst().first.flatMap(Int.init) ?? 20
    let sheets = arguments.dropFirst(2).first.flatMap(Int.init) ?? 100
    var total = 0
    for _ in 0..<sheets { total &+= try layOutTableSheet(rows: rows) }
    print("table sheets: \(sheets) of \(rows) rows, checksum \(total)")
    exit(0)
}
if arguments.first == "count" {
    let countPasses = arguments.dropFirst().first.flatMap(Int.init) ?? 1
    var total = 0
    for _ in 0..<countPasses {
        for configuration in configurations { total &+= layout(configuration, presenting: true) }
    }
    print("layouts: \(countPasses * configurations.count), checksum \(total)")
    exit(0)
}
let passes = arguments.first.flatMap(Int.init) ?? 15
var layoutTimes: [Double] = []
var baselineTimes: [Double] = []
var checksum = 0
_ = measure(configurations, presenting: true)
for _ in 0..<passes {
    let full = measure(configurations, presenting: true)
    let base = measure(configurations, presenting: false)
    layoutTimes.append(full.seconds / Double(configurations.count))
    baselineTimes.append(base.seconds / Double(configurations.count))
    checksum &+= full.checksum &+ base.checksum
}
let perLayout = median(layoutTimes) * 1e6
let perBaseline = median(baselineTimes) * 1e6
print(
    "layouts per pass:            \(configurations.count) (\(DeviceCatalog.all.count) devices, \(styles.count) styles, \(Era.allCases.count) eras, every orientation and multitasking width)"
)
print("passes:                      \(passes), interleaved with the baseline")
print("median time per layout:      \(LayoutNumberFormat.compact(perLayout)) µs (target ≤ 20 µs)")
print("baseline (no presentation):  \(LayoutNumberFormat.compact(perBaseline)) µs")
print("presentation cost ratio:     \(LayoutNumberFormat.compact(perLayout / max(perBaseline, 1e-9)))× the baseline")
print("checksum:                    \(checksum)")
if let card = try? measureAutoLayoutCard(passes: passes) {
    print(
        "Auto Layout card relayout:   \(LayoutNumberFormat.compact(card.relayout)) µs median (\(card.constraints) constraints; target ≤ 50 µs)"
    )
    print("Auto Layout card from scratch: \(LayoutNumberFormat.compact(card.fromScratch)) µs (window, present, solve)")
}
