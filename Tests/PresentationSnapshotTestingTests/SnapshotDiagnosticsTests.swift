import Foundation
import PresentationKit
import PresentationSnapshotTesting
import SnapshotTesting
import Testing
import UIKit

@testable import PresentationSnapshotTestingOnLinux

/// What fails a presentation snapshot besides pixels (issue 33): the window's error-level diagnostics — here the
/// third of the issue's silent wrong pictures, a sheet presented before the presenter had a window, which UIKit
/// refuses with "Attempt to present … whose view is not in the window hierarchy" — unless the test allows them.
@Suite struct SnapshotDiagnosticsTests {
    /// A host that presented a sheet while it was in no window.
    private func hostThatPresentedTooEarly() -> UIViewController {
        let host = UIViewController()
        let sheet = UIViewController(title: "Sheet")
        sheet.modalPresentationStyle = .pageSheet
        host.present(sheet, animated: false)
        return host
    }

    @Test func presentingBeforeTheWindowExistsFailsTheSnapshotAndRecordsNothing() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let host = hostThatPresentedTooEarly()
        #expect(host.presentedViewController == nil, "UIKit refuses the presentation")
        let message = try #require(sandbox.verify(host, as: .image(on: .iPhone15Pro), record: .all))
        #expect(message.contains("error: Attempt to present <ViewController: Sheet>"))
        #expect(message.contains("whose view is not in the window hierarchy"))
        #expect(message.contains("withAllowedPresentationDiagnostics([.notInWindowHierarchy])"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.reference("linux.png").path), "nothing recorded")
    }

    @Test func aTestThatAllowsTheDiagnosticRecordsItsPicture() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let host = hostThatPresentedTooEarly()
        withAllowedPresentationDiagnostics([.notInWindowHierarchy]) {
            _ = sandbox.verify(host, as: .image(on: .iPhone15Pro), record: .all)
        }
        #expect(FileManager.default.fileExists(atPath: sandbox.reference("linux.png").path))
    }

    @Test(.allowingPresentationDiagnostics(.notInWindowHierarchy))
    func theTraitAllowsItForAWholeTest() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        _ = sandbox.verify(hostThatPresentedTooEarly(), as: .image(on: .iPhone15Pro), record: .all)
        #expect(FileManager.default.fileExists(atPath: sandbox.reference("linux.png").path))
    }

    @Test func aWarningDoesNotFailTheSnapshot() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
        let container = UIViewController()
        window.rootViewController = container
        let child = UIViewController(title: "Child")
        container.addChild(child)
        container.view.addSubview(child.view)  // no didMove(toParent:)
        window.runUntilIdle()
        _ = sandbox.verify(window, as: .layout, record: .all)
        #expect(FileManager.default.fileExists(atPath: sandbox.reference("txt").path))
        #expect(window.diagnostics.map(\.kind).contains(.childNeverToldItMoved))
        #expect(window.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func aControllerToldToDisappearWhileOnScreenIsNotReportedAsNeverAppeared() throws {
        // A transition library (BubbleTransition, KYDrawerController) sends the covered root
        // beginAppearanceTransition(false) / endAppearanceTransition() while its view stays on screen: it did
        // appear, so only a controller that never received viewWillAppear is reported.
        let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
        let root = UIViewController()
        window.rootViewController = root
        root.beginAppearanceTransition(false, animated: false)
        root.endAppearanceTransition()
        let stray = UIViewController(title: "Stray")
        root.view.addSubview(stray.view)  // no addChild: never appears, in UIKit too
        window.checkControllers()
        let neverAppeared = window.diagnostics.filter { $0.kind == .controllerNeverAppeared }
        #expect(neverAppeared == [.controllerNeverAppeared(stray.description)])
    }

    @Test func aFailingSnapshotNamesTheWarningsItsWindowLogged() throws {
        // A child added without didMove(toParent:) is a warning: it never fails a snapshot, but when the picture
        // differs the message says what the window logged, as UIKit's console would have shown it.
        final class HalfContained: UIViewController {
            var tint = UIColor.systemBlue
            override func viewDidLoad() {
                super.viewDidLoad()
                let child = UIViewController(title: "Child")
                addChild(child)
                child.view.frame = CGRect(x: 0, y: 200, width: 393, height: 200)
                child.view.backgroundColor = tint
                view.addSubview(child.view)
            }
        }
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        _ = sandbox.verify(HalfContained(), as: .image(on: .iPhone15Pro), record: .all)
        let changed = HalfContained()
        changed.tint = .systemRed
        let message = try #require(sandbox.verify(changed, as: .image(on: .iPhone15Pro)))
        #expect(message.contains("The image differs from the reference."))
        #expect(message.contains("The window logged what UIKit would print"))
        #expect(message.contains("- warning: <ViewController: Child> was added to <HalfContained> with addChild(_:)"))
    }

    @Test func aLayoutThatNeverSettlesIsAnError() throws {
        final class Restless: UIView {
            override func layoutSubviews() {
                super.layoutSubviews()
                setNeedsLayout()
            }
        }
        let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
        let root = UIViewController()
        window.rootViewController = root
        let restless = Restless()
        root.view.addSubview(restless)
        window.layoutIfNeeded()
        #expect(window.pictureProblems().contains { $0.kind == .layoutNeverSettles })
        #expect(window.diagnostics.filter { $0.kind == .layoutNeverSettles }.count == 1)
    }
}

/// The CI rule in every set-up (issue 33): the trait and the XCTest wrapper run in `.never` mode on CI; outside
/// them an assertion refuses to run on CI unless swift-snapshot-testing's own mode is `.never`; and a missing
/// reference's snapshot goes to the artifacts directory only.
@Suite struct ContinuousIntegrationRecordTests {
    private let onCI = ["CI": "true"]

    @Test func outsideTheScopeOnCIAnAssertionIsRefused() throws {
        let refusal = try #require(
            withSnapshotTesting(record: .missing) { RecordPolicy.refusalOutsideScope(environment: onCI) })
        #expect(refusal.contains("outside the `.presentationSnapshots` trait"))
        #expect(refusal.contains("SNAPSHOT_TESTING_RECORD=never"))
    }

    @Test func offCIOrWithAModeOrInsideTheScopeItIsNot() {
        #expect(RecordPolicy.refusalOutsideScope(environment: [:]) == nil)
        #expect(RecordPolicy.refusalOutsideScope(environment: ["CI": "false"]) == nil)
        #expect(
            RecordPolicy.refusalOutsideScope(environment: onCI.merging(["SNAPSHOT_TESTING_RECORD": "never"]) { $1 })
                == nil)
        withSnapshotTesting(record: .never) {
            #expect(RecordPolicy.refusalOutsideScope(environment: onCI) == nil)
        }
        withSnapshotTesting(record: .all) {
            #expect(RecordPolicy.refusalOutsideScope(environment: onCI) == nil, "every recording fails in .all")
        }
        withSnapshotTesting(record: .failed) {
            #expect(RecordPolicy.refusalOutsideScope(environment: onCI) != nil, "a retried job would pass")
        }
        withPresentationSnapshotTesting {
            #expect(RecordPolicy.refusalOutsideScope(environment: onCI) == nil)
        }
    }

    @Test func aMissingReferencesSnapshotGoesToTheArtifactsOnly() throws {
        let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("ci-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: artifacts) }
        let environment = onCI.merging(["SNAPSHOT_ARTIFACTS": artifacts.path]) { $1 }
        let data = Data("a new snapshot".utf8)
        withKnownIssue {
            withPresentationSnapshotTesting(record: .never) {
                MissingReferenceHandOver.keepIfMissing(data, pathExtension: "txt", environment: environment)
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("CI never records one")
        }
        let path = MissingReferenceHandOver.artifactPath(for: data, pathExtension: "txt", environment: environment)
        #expect(
            path.hasPrefix(
                artifacts.path + "/SnapshotDiagnosticsTests/aMissingReferencesSnapshotGoesToTheArtifactsOnly."))
        #expect(FileManager.default.contents(atPath: path) == data)
    }

    @Test func offCINothingIsKeptBesideWhatSwiftSnapshotTestingDoes() throws {
        let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("ci-\(UUID().uuidString)")
        let data = Data("a snapshot".utf8)
        withPresentationSnapshotTesting(record: .never) {
            MissingReferenceHandOver.keepIfMissing(
                data, pathExtension: "txt", environment: ["SNAPSHOT_ARTIFACTS": artifacts.path])
        }
        #expect(!FileManager.default.fileExists(atPath: artifacts.path))
    }

    /// Outside the scope a failed comparison leaves no difference files to tell it from a missing reference, so
    /// nothing is handed over there: a plain `.never` assertion keeps swift-snapshot-testing's own failure only.
    @Test func outsideTheScopeNothingIsKeptEither() throws {
        let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("ci-\(UUID().uuidString)")
        let data = Data("a snapshot".utf8)
        withSnapshotTesting(record: .never) {
            MissingReferenceHandOver.keepIfMissing(
                data, pathExtension: "txt", environment: onCI.merging(["SNAPSHOT_ARTIFACTS": artifacts.path]) { $1 })
        }
        #expect(!FileManager.default.fileExists(atPath: artifacts.path))
    }
}
