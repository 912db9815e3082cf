/// Text made safe for HTML pages the tools write (the gallery index, the verify report).
public enum HTMLText {
    /// Escapes `&`, `<`, `>` and `"` for HTML content and attribute values.
    public static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// A script that, once the page loaded, records on `<body>` how many images loaded
    /// (`data-loaded-images`) out of how many (`data-total-images`), so a headless browser's DOM dump
    /// shows whether every image of a generated page can be opened.
    public static let imageLoadCountScript = """
        <script>
        addEventListener('load', () => {
          const loaded = [...document.images].filter(image => image.complete && image.naturalWidth > 0);
          document.body.dataset.loadedImages = loaded.length;
          document.body.dataset.totalImages = document.images.length;
        });
        </script>

        """
}
