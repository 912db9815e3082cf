import PresentationGallery

/// The HTML page of a `presentkit verify` run: a summary, then each failing or recorded fixture with its
/// layout diff and its reference, actual and difference images side by side, then the fixtures that
/// matched.
///
/// A small script records on `<body data-loaded-images=…>` how many images finished loading, so a
/// headless browser can check the page.
enum VerifyReportPage {
    /// The page for `results`, with the images `figures` lists per fixture name.
    static func html(_ results: [VerifyResult], figures: [String: [VerifyFigure]], referenceDirectory: String) -> String
    {
        let shown = results.filter { $0.isFailure || $0.layout.label == "recorded" }
        let matched = results.filter { !$0.isFailure && $0.layout.label != "recorded" }
        var body =
            "<h1>presentkit verify</h1>\n<p class=\"summary\">\(escape(VerifyResult.summary(of: results))) "
            + "References: <code>\(escape(referenceDirectory))</code></p>\n"
        body += shown.map { section($0, figures: figures[$0.name] ?? []) }.joined()
        if !matched.isEmpty {
            body +=
                "<h2>Matching</h2>\n<p class=\"matched\">"
                + matched.map { "<span>✓ \(escape($0.name))</span>" }.joined(separator: " ") + "</p>\n"
        }
        return document(body)
    }

    private static func section(_ result: VerifyResult, figures: [VerifyFigure]) -> String {
        let status = result.isFailure ? "failed" : "recorded"
        var html = "<section class=\"fixture \(status)\" id=\"\(escape(result.name))\">\n"
        html +=
            "<h2><span class=\"badge \(status)\">\(status)</span> \(escape(result.name)) "
            + "<code>\(escape(result.file))</code></h2>\n"
        html += "<p>Layout: <b>\(result.layout.label)</b> · Picture: <b>\(result.image.label)</b></p>\n"
        if case .differs(let message, _) = result.layout { html += "<pre class=\"diff\">\(diffLines(message))</pre>\n" }
        if !figures.isEmpty {
            html += "<div class=\"figures\">\n" + figures.map { figure($0, of: result.name) }.joined() + "</div>\n"
        }
        if case .differs(let message, _) = result.image { html += "<pre class=\"note\">\(escape(message))</pre>\n" }
        for reason in [result.layout, result.image].compactMap(\.unreadableReason) {
            html += "<pre class=\"note\">\(escape(reason))</pre>\n"
        }
        return html + "</section>\n"
    }

    private static func figure(_ figure: VerifyFigure, of name: String) -> String {
        let path = escape(figure.path(in: name))
        return
            "<figure><a href=\"\(path)\"><img src=\"\(path)\" alt=\"\(escape(figure.caption)) of \(escape(name))\"></a>"
            + "<figcaption>\(escape(figure.caption))</figcaption></figure>\n"
    }

    /// The diff message with removed and added lines marked for colouring.
    static func diffLines(_ message: String) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let text = escape(String(line))
            if line.hasPrefix("−") { return "<span class=\"removed\">\(text)</span>" }
            if line.hasPrefix("+") { return "<span class=\"added\">\(text)</span>" }
            return text
        }.joined(separator: "\n")
    }

    private static func document(_ body: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>presentkit verify</title>
        <style>
        body { font: 14px -apple-system, Inter, system-ui, sans-serif; margin: 24px; background: #f5f5f7; color: #1d1d1f; }
        code, pre { font: 12px ui-monospace, "DejaVu Sans Mono", monospace; }
        .summary { color: #555; }
        section { background: white; border-radius: 12px; padding: 16px 20px; margin: 20px 0;
                  box-shadow: 0 1px 3px rgba(0,0,0,.12); }
        h2 { margin: 0 0 8px; font-size: 18px; } h2 code { color: #777; font-weight: normal; }
        .badge { font-size: 12px; padding: 2px 8px; border-radius: 10px; color: white; vertical-align: middle; }
        .badge.failed { background: #d70015; } .badge.recorded { background: #248a3d; }
        .figures { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
        figure { margin: 0; flex: 1 1 0; min-width: 160px; max-width: 520px; }
        figure img { display: block; max-width: 100%; height: auto; border: 1px solid #ddd; border-radius: 6px;
                     background: repeating-conic-gradient(#eee 0% 25%, white 0% 50%) 50% / 16px 16px; }
        figcaption { font-size: 12px; color: #555; margin-top: 6px; text-align: center; }
        pre { background: #f7f7f9; border-radius: 8px; padding: 10px 12px; overflow-x: auto; white-space: pre; }
        .removed { color: #b3001b; background: #ffe9ec; } .added { color: #1b6e2e; background: #e6f6ea; }
        .matched span { display: inline-block; margin: 2px 10px 2px 0; color: #248a3d; }
        </style>
        </head>
        <body>
        \(body)\(HTMLText.imageLoadCountScript)</body>
        </html>

        """
    }

    private static func escape(_ text: String) -> String { HTMLText.escape(text) }
}
