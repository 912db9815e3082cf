/// The gallery page's style sheet, inlined into the page: a sticky sidebar on wide windows, a sticky strip
/// of style links on narrow ones, screens drawn with a thin edge and a soft shadow so that white screens
/// stand out from the cards, a visible focus ring, and dark colours when the system asks for them.
enum GalleryPageStyle {
    static let css = """
        :root { color-scheme: light dark; --page: #f5f5f7; --card: #fff; --text: #1d1d1f; --muted: #6e6e73;
          --line: #d2d2d7; --accent: #0066cc; --on-accent: #fff; --screen-edge: rgba(0,0,0,.3); --screen-shadow: rgba(0,0,0,.16); }
        @media (prefers-color-scheme: dark) {
          :root { --page: #000; --card: #1c1c1e; --text: #f5f5f7; --muted: #a1a1a6; --line: #3a3a3c; --accent: #4da3ff; --on-accent: #000;
            --screen-edge: rgba(255,255,255,.35); --screen-shadow: rgba(0,0,0,.7); }
        }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        .no-js .needs-js { display: none !important; }
        body { margin: 0; font: 14px/1.4 -apple-system, Inter, system-ui, sans-serif; background: var(--page); color: var(--text); }
        a { color: var(--accent); }
        :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
        .skip { position: absolute; left: -9999px; }
        .skip:focus { left: 12px; top: 12px; z-index: 20; background: var(--card); padding: 8px 12px; border-radius: 8px; }
        .top { padding: 20px 24px 4px; }
        .top h1 { margin: 0 0 4px; font-size: 24px; }
        .summary, .keys { margin: 0 0 4px; color: var(--muted); }
        kbd { font: 12px Inter, system-ui, sans-serif; border: 1px solid var(--line); border-bottom-width: 2px;
          border-radius: 4px; padding: 0 4px; margin: 0 1px; background: var(--card); color: var(--text); }
        .page { display: grid; grid-template-columns: 250px minmax(0, 1fr); gap: 24px; padding: 0 24px 48px; align-items: start; }
        .sidebar { position: sticky; top: 0; max-height: 100vh; overflow: auto; padding: 16px 2px; display: flex;
          flex-direction: column; gap: 16px; }
        .filters { display: grid; gap: 8px; background: var(--card); border: 1px solid var(--line);
          border-radius: 12px; padding: 12px; }
        .filters label { display: grid; gap: 2px; font-size: 12px; font-weight: 600; color: var(--muted); }
        select, input, button { font: inherit; color: var(--text); background: var(--page); border: 1px solid var(--line);
          border-radius: 8px; padding: 5px 8px; }
        button { cursor: pointer; }
        .status { display: flex; justify-content: space-between; align-items: center; margin: 4px 0 0; }
        output { font-weight: 600; font-variant-numeric: tabular-nums; }
        .view-switch { display: flex; }
        .view-switch button { flex: 1; }
        .view-switch button:first-child { border-radius: 8px 0 0 8px; }
        .view-switch button:last-child { border-radius: 0 8px 8px 0; border-left: none; }
        button[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: var(--on-accent); }
        .toc h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); margin: 0 8px 4px; }
        .toc ol { list-style: none; margin: 0; padding: 0; }
        .toc a { display: flex; justify-content: space-between; gap: 8px; padding: 4px 8px; border-radius: 6px;
          color: var(--text); text-decoration: none; }
        .toc a:hover { background: var(--card); }
        .toc a.empty { color: var(--muted); }
        .count { color: var(--muted); font-weight: normal; font-variant-numeric: tabular-nums; }
        .no-match { margin: 24px 0; font-size: 16px; color: var(--muted); }
        .style-section h2, .matrix-view h2 { font-size: 20px; margin: 20px 0 12px; }
        .cells { display: grid; grid-template-columns: repeat(auto-fill, minmax(190px, 1fr)); gap: 12px; }
        figure.cell { margin: 0; padding: 8px 8px 10px; background: var(--card); border: 1px solid var(--line);
          border-radius: 12px; }
        .shot { display: flex; align-items: center; justify-content: center; height: 196px; border-radius: 8px; }
        .shot img, .thumb img, .lightbox-image img { display: block; max-width: 100%; height: auto; background: var(--line);
          box-shadow: 0 0 0 1px var(--screen-edge), 0 2px 8px var(--screen-shadow); }
        figcaption { margin-top: 8px; font-size: 12px; color: var(--muted); overflow-wrap: anywhere; }
        figcaption b { color: var(--text); }
        .frames { display: block; margin-top: 2px; font-variant-numeric: tabular-nums; }
        .matrix-scroll { width: fit-content; max-width: 100%; overflow: auto; max-height: calc(100vh - 80px); background: var(--card); border: 1px solid var(--line);
          border-radius: 12px; }
        .matrix { border-collapse: separate; border-spacing: 0; }
        .matrix th, .matrix td { padding: 8px; border: solid var(--line); border-width: 0 1px 1px 0; vertical-align: top;
          white-space: nowrap; }
        .matrix thead th { position: sticky; top: 0; z-index: 2; background: var(--card); font-size: 11px; text-align: left; }
        .matrix tbody th { position: sticky; left: 0; z-index: 1; background: var(--card); text-align: left; }
        .matrix thead th:first-child { left: 0; z-index: 3; }
        .matrix tbody tr { scroll-margin-top: 40px; }
        .thumb { display: inline-block; vertical-align: top; margin: 2px 4px 2px 2px; border-radius: 4px; }
        .matrix .thumb img { max-width: none; }
        .lightbox { padding: 0; border: none; border-radius: 16px; background: var(--card); color: var(--text);
          max-width: 96vw; max-height: 96vh; }
        .lightbox::backdrop { background: rgba(0,0,0,.72); }
        .lightbox-body { padding: 16px; }
        .lightbox figure { margin: 0; display: flex; flex-direction: column; align-items: center; gap: 10px; }
        .lightbox-image img { width: auto; max-width: min(90vw, 1200px); max-height: 74vh; }
        .lightbox figcaption { max-width: 70ch; text-align: center; font-size: 13px; color: var(--text); }
        .lightbox-controls { display: flex; flex-wrap: wrap; gap: 8px; justify-content: center; align-items: center;
          margin-top: 12px; }
        #lightbox-position { color: var(--muted); font-variant-numeric: tabular-nums; }
        @media (max-width: 760px) {
          .top { padding: 14px 12px 4px; }
          .keys { display: none; }
          .page { display: block; padding: 0 12px 32px; }
          .sidebar { display: contents; }
          .toc { position: sticky; top: 0; z-index: 5; margin: 0 -12px; padding: 8px 12px; overflow-x: auto;
            background: var(--page); border-bottom: 1px solid var(--line); }
          .toc h2 { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
          .toc ol { display: flex; gap: 6px; white-space: nowrap; }
          .toc a { border: 1px solid var(--line); border-radius: 999px; padding: 3px 10px; background: var(--card); }
          .filters { margin: 12px 0; grid-template-columns: 1fr 1fr; }
          .filters .search, .status, .view-switch { grid-column: 1 / -1; }
          .cells { grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 8px; }
          .shot { height: 160px; }
          .shot img { max-height: 160px; width: auto; }
        }

        """
}
