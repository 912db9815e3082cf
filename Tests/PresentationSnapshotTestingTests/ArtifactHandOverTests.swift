import Foundation
import Testing

@testable import PresentationSnapshotTestingOnLinux

/// The difference files pass from the diffing to the diff tool by the failed snapshot's bytes, not by thread:
/// swift-snapshot-testing's calling the two on one thread without suspending is not something it promises.
@Suite struct ArtifactHandOverTests {
    private func artifact(_ name: String) -> DifferenceArtifact {
        DifferenceArtifact(data: Data(name.utf8), name: name)
    }

    @Test func artifactsLeftOnOneThreadAreTakenOnAnother() async throws {
        let store = PendingArtifacts()
        let left = Thread { store.put([artifact("difference.png")], under: "digest-a") }
        left.start()
        while !left.isFinished { try await Task.sleep(nanoseconds: 1_000_000) }
        let taken = await Task.detached { store.take("digest-a") }.value
        #expect(taken.map(\.name) == ["difference.png"])
        #expect(store.take("digest-a").isEmpty, "taken once")
    }

    @Test func theOldestSetsGoFirstBeyondTheCapacity() {
        let store = PendingArtifacts()
        for index in 0...ArtifactHandOver.capacity { store.put([artifact("\(index)")], under: "digest-\(index)") }
        #expect(store.take("digest-0").isEmpty, "the oldest was dropped")
        #expect(store.take("digest-1").map(\.name) == ["1"])
        #expect(store.take("digest-\(ArtifactHandOver.capacity)").map(\.name) == ["\(ArtifactHandOver.capacity)"])
    }
}
