import Foundation
import PresentationFigures
import Testing

/// The code of the DocC article "Writing figures" (`Sources/PresentationFigures/PresentationFigures.docc`),
/// compiled and run; `DocumentationSnippetSyncTests` checks the article shows exactly these lines.
@Suite struct DocumentationSnippetTests {
    @Test func writingFigures() throws {
        let figureFile = FigureFixtures.path("sheet-detents.yaml")
        let document = try FigureDecoder.decode(contentsOf: figureFile)
        let figure = try FigureBuilder.build(document)
        let svg = try FigureRenderer().render(figure, format: .svg)

        #expect(figure.panels.count == 3)
        #expect(String(decoding: svg, as: UTF8.self).contains("<title>Sheet detents</title>"))
    }
}
