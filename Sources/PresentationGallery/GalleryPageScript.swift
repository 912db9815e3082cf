/// The gallery page's script, inlined into the page (plain JavaScript, nothing loaded from elsewhere):
///
/// - filters: the figures and matrix thumbnails whose `data-*` facets and description match the form stay
///   visible; sections, matrix rows and matrix columns left empty hide; the count, the table of contents
///   and the URL hash (`#device=iphone-se&view=matrix`, so a filtered view can be linked) follow;
/// - the switch between the list and the style × device matrix;
/// - keys: `←` `→` `J` `K` move to the previous or next image, `↑` `↓` to the nearest image in the line
///   above or below, `Enter` opens the focused image, `Escape` closes it, `/` focuses the text filter;
/// - the lightbox: a click on an image (or `Enter`) shows the PNG at full size in a modal dialog with its
///   caption and previous/next buttons, instead of following the link.
enum GalleryPageScript {
    static let html = """
        <script>
        (() => {
          'use strict';
          document.documentElement.classList.remove('no-js');
          const facets = ['style', 'device', 'orientation', 'era', 'appearance'];
          const form = document.getElementById('filters');
          const search = document.getElementById('filter-text');
          const status = document.getElementById('visible-count');
          const listView = document.getElementById('list-view');
          const matrixView = document.getElementById('matrix-view');
          const figures = [...listView.querySelectorAll('figure.cell')];
          const thumbs = [...matrixView.querySelectorAll('a.thumb')];
          const lightbox = document.getElementById('lightbox');
          let view = 'list';
          let shown = null;

          function filterState() {
            const state = {};
            for (const facet of facets) if (form.elements[facet].value) state[facet] = form.elements[facet].value;
            const text = search.value.trim().toLowerCase();
            if (text) state.q = text;
            return state;
          }
          function matches(element, state) {
            return facets.every(facet => !state[facet] || element.dataset[facet] === state[facet]) &&
              (!state.q || element.querySelector('img').alt.toLowerCase().includes(state.q));
          }
          function apply() {
            const state = filterState();
            const perStyle = {};
            for (const figure of figures) {
              figure.hidden = !matches(figure, state);
              if (!figure.hidden) perStyle[figure.dataset.style] = (perStyle[figure.dataset.style] || 0) + 1;
            }
            for (const section of listView.querySelectorAll('section[data-style]')) {
              const count = perStyle[section.dataset.style] || 0;
              section.hidden = count === 0;
              section.querySelector('.count').textContent = count;
            }
            for (const link of document.querySelectorAll('.toc a[data-style]')) {
              const count = perStyle[link.dataset.style] || 0;
              link.querySelector('.count').textContent = count;
              link.classList.toggle('empty', count === 0);
            }
            const rows = new Set(), columns = new Set();
            for (const thumb of thumbs) {
              thumb.hidden = !matches(thumb, state);
              if (!thumb.hidden) { rows.add(thumb.dataset.style); columns.add(thumb.dataset.device); }
            }
            for (const row of matrixView.querySelectorAll('tr[data-style]')) row.hidden = !rows.has(row.dataset.style);
            for (const cell of matrixView.querySelectorAll('[data-column]')) cell.hidden = !columns.has(cell.dataset.column);
            const visible = figures.filter(figure => !figure.hidden).length;
            status.textContent = `${visible} of ${figures.length} images`;
            document.getElementById('no-match').hidden = visible > 0;
            writeHash(state);
          }

          function writeHash(state) {
            const params = new URLSearchParams(state);
            if (view !== 'list') params.set('view', view);
            const hash = params.toString();
            if (location.hash.slice(1) === hash || (!hash && !location.hash.includes('='))) return;
            try { history.replaceState(null, '', hash ? `#${hash}` : location.pathname + location.search); } catch (error) {}
          }
          function readHash() {
            const params = new URLSearchParams(location.hash.slice(1));
            for (const facet of facets) {
              const menu = form.elements[facet];
              const value = params.get(facet) || '';
              menu.value = [...menu.options].some(option => option.value === value) ? value : '';
            }
            search.value = params.get('q') || '';
            setView(params.get('view') === 'matrix' ? 'matrix' : 'list');
            apply();
          }
          function setView(name) {
            view = name;
            listView.hidden = name !== 'list';
            matrixView.hidden = name !== 'matrix';
            for (const button of form.querySelectorAll('[data-view]')) {
              button.setAttribute('aria-pressed', String(button.dataset.view === name));
            }
          }

          function items() {
            return view === 'list'
              ? figures.filter(figure => !figure.hidden).map(figure => figure.querySelector('a.shot'))
              : thumbs.filter(thumb => !thumb.hidden);
          }
          function lineNeighbour(list, from, direction) {
            const origin = from.getBoundingClientRect();
            const centre = rect => rect.left + rect.width / 2;
            const candidates = list.map(element => [element, element.getBoundingClientRect()])
              .filter(([, rect]) => direction > 0 ? rect.top >= origin.bottom - 1 : rect.bottom <= origin.top + 1);
            if (!candidates.length) return from;
            const tops = candidates.map(([, rect]) => rect.top);
            const lineTop = direction > 0 ? Math.min(...tops) : Math.max(...tops);
            const distance = ([, rect]) => Math.abs(centre(rect) - centre(origin));
            const line = candidates.filter(([, rect]) => Math.abs(rect.top - lineTop) < 4);
            return line.reduce((best, candidate) => distance(candidate) < distance(best) ? candidate : best)[0];
          }
          function move(key) {
            const list = items();
            if (!list.length) return;
            const index = list.indexOf(document.activeElement);
            let target = list[0];
            if (index >= 0 && (key === 'ArrowRight' || key === 'j')) target = list[Math.min(index + 1, list.length - 1)];
            else if (index >= 0 && (key === 'ArrowLeft' || key === 'k')) target = list[Math.max(index - 1, 0)];
            else if (index >= 0) target = lineNeighbour(list, list[index], key === 'ArrowDown' ? 1 : -1);
            target.focus();
            target.scrollIntoView({ block: 'nearest' });
          }

          const frame = lightbox.querySelector('.lightbox-image');
          const caption = document.getElementById('lightbox-caption');
          const position = document.getElementById('lightbox-position');
          const original = document.getElementById('lightbox-link');
          function show(link) {
            const list = items();
            const thumbnail = link.querySelector('img');
            const image = new Image();
            image.alt = thumbnail.alt;
            image.addEventListener('load', () => {
              const radius = parseFloat(thumbnail.style.borderRadius) || 0;
              image.style.borderRadius = `${radius * image.clientWidth / thumbnail.width}px`;
            });
            image.src = link.href;
            frame.replaceChildren(image);
            caption.textContent = thumbnail.alt;
            position.textContent = `${list.indexOf(link) + 1} of ${list.length}`;
            original.href = link.getAttribute('href');
            shown = link;
            if (!lightbox.open) lightbox.showModal();
          }
          function step(offset) {
            const list = items();
            if (!list.length) return;
            show(list[(list.indexOf(shown) + offset + list.length) % list.length]);
          }
          function afterClose() {
            frame.replaceChildren();
            if (shown) { shown.focus(); shown.scrollIntoView({ block: 'nearest' }); }
          }
          function close() {
            if (lightbox.open) lightbox.close();
            afterClose();
          }
          lightbox.addEventListener('close', () => { if (!lightbox.open) afterClose(); });
          lightbox.addEventListener('click', event => {
            if (event.target === lightbox) close();
            const button = event.target.closest('[data-step]');
            if (button) step(Number(button.dataset.step));
          });
          document.getElementById('lightbox-close').addEventListener('click', close);

          document.addEventListener('click', event => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            const link = event.target instanceof Element && event.target.closest('a.shot, a.thumb');
            if (!link) return;
            event.preventDefault();
            show(link);
          });
          document.addEventListener('keydown', event => {
            if (event.altKey || event.ctrlKey || event.metaKey) return;
            const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
            if (lightbox.open) {
              const offset = { ArrowRight: 1, j: 1, ArrowLeft: -1, k: -1 }[key];
              if (key === 'Escape') { event.preventDefault(); close(); }
              else if (offset) { event.preventDefault(); step(offset); }
              return;
            }
            const target = event.target instanceof Element ? event.target : null;
            if (target && target.closest('input, select, textarea')) {
              if (key === 'Escape') target.blur();
              return;
            }
            if (key === 'Enter' && target && target.matches('a.shot, a.thumb')) { event.preventDefault(); show(target); }
            else if (key === '/') { event.preventDefault(); search.focus(); search.select(); }
            else if (['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'j', 'k'].includes(key)) {
              event.preventDefault();
              move(key);
            }
          });

          for (const link of document.querySelectorAll('.toc a[data-style]')) {
            link.addEventListener('click', event => {
              event.preventDefault();
              const section = document.getElementById(`${view === 'list' ? 'style' : 'matrix'}-${link.dataset.style}`);
              if (!section || section.hidden) return;
              section.scrollIntoView({ block: 'start' });
              const first = items().find(item => section.contains(item));
              if (first) first.focus({ preventScroll: true });
            });
          }
          form.addEventListener('input', apply);
          form.addEventListener('change', apply);
          form.addEventListener('submit', event => event.preventDefault());
          document.getElementById('reset-filters').addEventListener('click', () => { form.reset(); apply(); });
          for (const button of form.querySelectorAll('[data-view]')) {
            button.addEventListener('click', () => { setView(button.dataset.view); apply(); });
          }
          addEventListener('hashchange', () => { if (!location.hash || location.hash.includes('=')) readHash(); });
          readHash();
        })();
        </script>

        """
}
