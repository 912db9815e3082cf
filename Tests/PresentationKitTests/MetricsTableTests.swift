import PresentationKit
import Testing

@Suite struct MetricsTableTests {
    @Test func everyMetricIsDefinedOnceWithASource() {
        let defined = MetricsTable.definitions.map(\.metric)
        #expect(Set(defined) == Set(Metric.allCases))
        #expect(defined.count == Metric.allCases.count)
        for definition in MetricsTable.definitions {
            #expect(!definition.source.isEmpty, "\(definition.metric) has no source")
            #expect(!definition.summary.isEmpty)
            #expect(definition.values.first?.since == .ios12, "\(definition.metric) has no value for iOS 12")
        }
    }

    @Test func referenceConstants() {
        let ios18 = PresentationMetrics.of(.ios18)
        #expect(ios18[.sheetCornerRadius] == 10)
        #expect(ios18[.sheetTopOffset] == 10)
        #expect(ios18[.popoverArrowHeight] == 13)
        #expect(ios18[.popoverArrowBase] == 37)
        #expect(ios18[.grabberWidth] == 36 && ios18[.grabberHeight] == 5)
        #expect(ios18[.dimmingAlphaLight] == 0.2 && ios18[.dimmingAlphaDark] == 0.48)
        #expect(ios18[.sheetSpringResponse] > 0.344 && ios18[.sheetSpringResponse] < 0.345)
    }

    @Test func formSheetSizesChangeInIOS17() {
        let old = PresentationMetrics.of(.ios15)
        let new = PresentationMetrics.of(.ios17)
        #expect(old[.formSheetWidthMediumScreen] == 540 && old[.formSheetHeightMediumScreen] == 620)
        #expect(new[.formSheetWidthMediumScreen] == 580 && new[.formSheetHeightMediumScreen] == 640)
        #expect(new[.formSheetWidthSmallScreen] == 540 && new[.formSheetHeightSmallScreen] == 600)
        #expect(new[.formSheetWidthLargeScreen] == 620 && new[.formSheetHeightLargeScreen] == 680)
    }

    @Test func erasAreOrderedAndAutomaticResolvesPerEra() {
        #expect(Era.ios12 < Era.ios13 && Era.ios17 < Era.ios18)
        #expect(ModalPresentationStyle.automatic.resolved(in: .ios12) == .fullScreen)
        #expect(ModalPresentationStyle.automatic.resolved(in: .ios13) == .pageSheet)
        #expect(ModalPresentationStyle.automatic.resolved(in: .ios17) == .pageSheet)
        #expect(ModalPresentationStyle.automatic.resolved(in: .ios18) == .formSheet)
        #expect(ModalPresentationStyle.popover.resolved(in: .ios18) == .popover)
    }
}
