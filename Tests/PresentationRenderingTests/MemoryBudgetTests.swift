import Foundation
import PresentationKit
import PresentationRendering
import Synchronization
import Testing

/// The memory budget every command keeps (issue 34): 500 MB of peak resident memory, the work weighed before it
/// is allocated, fewer workers when more would not fit, and the largest scale that fits named when work is refused.
@Suite struct MemoryBudgetTests {
    /// The 13" iPad Pro's screen, the largest in the catalog, in points.
    static let largestScreen = (width: 1032.0, height: 1376.0)

    @Test("The documented budget is 500 MB (decimal), and estimates are written in MB and GB")
    func budgetAndUnits() {
        #expect(MemoryBudget.standard.bytes == 500_000_000)
        #expect(MemoryEstimate(bytes: 500_000_000).description == "500 MB")
        #expect(MemoryEstimate(bytes: 969_400_000).description == "969 MB")
        #expect(MemoryEstimate(bytes: 1_234_000_000).description == "1.2 GB")
        #expect(MemoryEstimate(bytes: 2_000_000_000).description == "2 GB")
    }

    /// The inputs of the independent trial all took more than the budget; each is refused now.
    @Test("A 13-inch iPad at --scale 8 is over the budget for render, animate and verify")
    func largestScreenAtEightIsOver() {
        let (width, height) = (Self.largestScreen.width * 8, Self.largestScreen.height * 8)
        let budget = MemoryBudget.standard
        #expect(!budget.allows(.still(width: width, height: height, compressionLevel: 6)))
        #expect(
            !budget.allows(
                .animation(frameWidth: width, frameHeight: height, compressionLevel: 6, nodeCount: 0, workers: 1)))
        #expect(!budget.allows(.verification(width: width, height: height)))
        #expect(
            !budget.allows(
                .gallery(imageWidth: width, imageHeight: height, compressionLevel: 6, workers: 1, thumbnailPixels: 0)))
    }

    /// A valid common input works: every catalog device at its own scale, with a device frame, fits every command's
    /// work with two workers, and an animation with the most render-tree nodes an animation may keep.
    @Test("Every catalog device at its own scale fits every command")
    func catalogDevicesFit() throws {
        let budget = MemoryBudget.standard
        for device in DeviceCatalog.all {
            let tree = try Window(device: device.identifier).renderTree()
            let size = try PresentationRenderer().imageSize(of: tree, options: RenderOptions(includesDeviceFrame: true))
            let (width, height) = (size.width * device.scale, size.height * device.scale)
            #expect(size.width > device.portraitSize.width, "\(device.identifier): the frame is part of the image")
            #expect(budget.allows(.still(width: width, height: height, compressionLevel: 0)), "\(device.identifier)")
            #expect(
                budget.allows(
                    .animation(
                        frameWidth: width, frameHeight: height, compressionLevel: 6, nodeCount: 250_000, workers: 1)),
                "\(device.identifier)")
            #expect(
                budget.allows(
                    .animation(
                        frameWidth: width, frameHeight: height, compressionLevel: 6, nodeCount: 20_000, workers: 2)),
                "\(device.identifier)")
            #expect(budget.allows(.verification(width: width, height: height)), "\(device.identifier)")
            // The built-in gallery's 304 thumbnails, at most 240 × 240 px each.
            #expect(
                budget.allows(
                    .gallery(
                        imageWidth: width, imageHeight: height, compressionLevel: 6, workers: 2,
                        thumbnailPixels: 304 * 240 * 240)),
                "\(device.identifier)")
        }
    }

    @Test("Estimates grow with the pixels; storing PNG rows (level 0) needs more than compressing them")
    func estimatesGrow() {
        let small = MemoryEstimate.still(width: 1000, height: 1000, compressionLevel: 6)
        let large = MemoryEstimate.still(width: 2000, height: 1000, compressionLevel: 6)
        #expect(small < large)
        #expect(small.bytes > MemoryEstimate.process.bytes + 4 * 1000 * 1000)
        #expect(small < MemoryEstimate.still(width: 1000, height: 1000, compressionLevel: 0))
        let oneWorker = MemoryEstimate.animation(
            frameWidth: 1000, frameHeight: 1000, compressionLevel: 6, nodeCount: 0, workers: 1)
        #expect(
            oneWorker < .animation(frameWidth: 1000, frameHeight: 1000, compressionLevel: 6, nodeCount: 0, workers: 2))
        #expect(
            oneWorker
                < .animation(frameWidth: 1000, frameHeight: 1000, compressionLevel: 6, nodeCount: 1000, workers: 1))
    }

    @Test("The largest scale that fits is a tenth (a hundredth below 1) whose estimate fits, the next one over")
    func largestScale() throws {
        let budget = MemoryBudget.standard
        let estimate = { (scale: Double) in
            MemoryEstimate.still(
                width: Self.largestScreen.width * scale, height: Self.largestScreen.height * scale,
                compressionLevel: 6)
        }
        let largest = try #require(budget.largestScale(upTo: 8, estimate: estimate))
        #expect(largest > 1 && largest < 8)
        #expect(budget.allows(estimate(largest)))
        #expect(!budget.allows(estimate(largest + 0.1)))
        #expect((largest * 10).rounded() == largest * 10)
        #expect(budget.largestScale(upTo: 2, estimate: estimate) == 2)
        let tiny = MemoryBudget(bytes: MemoryEstimate.process.bytes + 5_000_000)
        let small = try #require(tiny.largestScale(upTo: 8, estimate: estimate))
        #expect(small < 1 && tiny.allows(estimate(small)) && !tiny.allows(estimate(small + 0.01)))
        #expect(MemoryBudget(bytes: 1).largestScale(upTo: 8, estimate: estimate) == nil)
    }

    @Test("Workers: as many as fit beside the shared part, none when one does not")
    func workers() {
        let budget = MemoryBudget(bytes: 100)
        let estimate = { (workers: Int) in MemoryEstimate(bytes: 20 + 30 * Double(workers)) }
        #expect(budget.workers(upTo: 8, estimate: estimate) == 2)
        #expect(budget.workers(upTo: 1, estimate: estimate) == 1)
        #expect(MemoryBudget(bytes: 40).workers(upTo: 8, estimate: estimate) == 0)
    }

    @Test("The largest pixel count is what the budget leaves after the fixed part, divided by the cost of a pixel")
    func largestPixelCount() {
        let budget = MemoryBudget(bytes: 100)
        #expect(budget.largestPixelCount { MemoryEstimate(bytes: 10 + 3 * $0) } == 30)
        #expect(budget.largestPixelCount { MemoryEstimate(bytes: 200 + $0) } == 0)
        let verification = MemoryBudget.standard.largestPixelCount { .verification(width: $0, height: 1) }
        #expect(verification < 8192 * 8192)
        #expect(verification > 1320 * 2868)
    }

    @Test("A refusal is one line: what needs how much, the budget, what to lower")
    func refusalMessage() throws {
        let error = #expect(throws: MemoryBudgetError.self) {
            try MemoryBudget.standard.check(
                MemoryEstimate(bytes: 1_210_000_000), for: "rendering ipad-pro-13 at --scale 8",
                remedy: "lower --scale to 4 or less")
        }
        #expect(
            error?.description
                == "rendering ipad-pro-13 at --scale 8 needs about 1.2 GB, over the 500 MB memory budget: lower --scale to 4 or less"
        )
        try MemoryBudget.standard.check(MemoryEstimate(bytes: 500_000_000), for: "anything", remedy: "nothing")
    }

    /// Workers of different sizes share one budget: those that do not fit together run one after another.
    @Test("Reservations run workers that do not fit together one at a time", arguments: [(60.0, 1), (30.0, 3)])
    func reservations(each: Double, expectedMostAtOnce: Int) async {
        let reservations = MemoryReservations(budget: MemoryBudget(bytes: 100), shared: .zero)
        let counter = HolderCounter()
        let estimate = MemoryEstimate(bytes: each)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<6 {
                group.addTask {
                    reservations.withReservation(estimate) {
                        counter.enter()
                        Thread.sleep(forTimeInterval: 0.02)
                        counter.leave()
                    }
                }
            }
        }
        let most = counter.most
        #expect(most <= expectedMostAtOnce)
        #expect(most >= 1)
    }

    @Test("One worker larger than the whole budget still runs, alone")
    func oversizedWorkerRunsAlone() {
        let reservations = MemoryReservations(budget: MemoryBudget(bytes: 100), shared: .zero)
        let ran = reservations.withReservation(MemoryEstimate(bytes: 1000)) { true }
        #expect(ran)
    }
}

/// How many workers hold a reservation at once, and the most that ever did.
private final class HolderCounter: Sendable {
    private let counts = Mutex((now: 0, most: 0))

    func enter() {
        counts.withLock { counts in
            counts.now += 1
            counts.most = max(counts.most, counts.now)
        }
    }

    func leave() {
        counts.withLock { $0.now -= 1 }
    }

    var most: Int { counts.withLock { $0.most } }
}
