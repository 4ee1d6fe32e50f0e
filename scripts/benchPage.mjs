/**
 * What `npm run bench` (scripts/bench.mjs) runs inside the page: `pageHelpers` is added with
 * addInitScript, so it runs in every document before the app, and leaves `window.__bench`:
 *   - events(since): the Event Timing entries (PerformanceObserver type 'event', durationThreshold
 *     16, buffered) that started at or after `since` (performance.now() ms): name, start, duration;
 *   - longTasks(since): the long tasks (PerformanceObserver 'longtask', buffered) from `since` on;
 *   - responseEnd(pattern, until): the latest responseEnd (PerformanceResourceTiming) of the requests
 *     whose URL matches the regular expression `pattern` and that ended by `until` (the resource
 *     timing buffer is raised first: a long list's lookups would overflow the default 250);
 *   - lastClick(): the timeStamp of the last click (a capturing listener);
 *   - watchCards() then cardsPainted(total, timeoutMs): the frames that show cards are recorded from
 *     watchCards() on, and cardsPainted() gives the first that showed `total` cards or a windowed grid
 *     of `total` (as 'cards' below), once `total` is known;
 *   - painted(kind, arg, timeoutMs, stableMs): checks once per animation frame whether the page
 *     shows what `kind` describes (below); the frame where it first does paints it, so the time is
 *     taken in a task queued from that frame's requestAnimationFrame (it runs after the paint). With
 *     stableMs it must stay so (and, for charts, their number unchanged) that long; the time is
 *     still the first paint's. Rejects after timeoutMs.
 * Kinds: 'cards' {total}: the list under #main holds every card (`total` articles) or a windowed
 * grid of `total` (an element with aria-setsize=total); 'changed' {selector, before}: the element's
 * text is no longer `before`; 'logRows': the console log (role=log) shows timestamped lines;
 * 'charts': every chart (figure[data-chart-type]) holds its drawn apexcharts svg; 'chartsInView': every
 * chart whose place is in the window does (the dashboards draw a chart as it nears the window).
 * Only functions, passed to Playwright as such (the CSP forbids eval).
 */
/* global addEventListener, window, document, performance, PerformanceObserver, requestAnimationFrame -- it runs in the page */
export function pageHelpers() {
  performance.setResourceTimingBufferSize?.(100_000);
  const events = [];
  const longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) events.push({ name: e.name, start: e.startTime, duration: e.duration, interactionId: e.interactionId ?? 0 });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // no Event Timing: the figures that need it say so
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long task timing
  }
  let clickedAt = null;
  let cardFrames = null;
  addEventListener('click', (event) => (clickedAt = event.timeStamp), true);

  const main = () => document.querySelector('#main') ?? document.body;
  const charts = () => [...document.querySelectorAll('figure[data-chart-type]')];
  const checks = {
    cards: ({ total }) => {
      const cards = main().querySelectorAll('article').length;
      return cards > 0 && (cards >= total || main().querySelector(`[aria-setsize="${total}"]`) !== null);
    },
    changed: ({ selector, before }) => {
      const text = document.querySelector(selector)?.textContent ?? '';
      return text.trim() !== '' && text !== before;
    },
    logRows: () => /\dZ /.test(document.querySelector('[role="log"]')?.textContent ?? ''),
    charts: () => {
      const all = charts();
      return all.length > 0 && all.every((figure) => figure.querySelector('svg.apexcharts-svg') !== null);
    },
    // The charts whose place is in the window (the others are drawn as they come near it).
    chartsInView: () => {
      const inView = charts().filter((figure) => {
        const box = figure.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      });
      // Drawn: every chart in view (none in view counts as drawn once the page holds charts).
      return charts().length > 0 && inView.every((figure) => figure.querySelector('svg.apexcharts-svg') !== null);
    },
  };

  globalThis.__bench = {
    now: () => performance.now(),
    events: (since) => events.filter((e) => e.start >= since),
    longTasks: (since) => longTasks.filter((t) => t.start >= since),
    responseEnd(pattern, until = Infinity) {
      const re = new RegExp(pattern);
      const ends = performance
        .getEntriesByType('resource')
        .filter((r) => re.test(r.name) && r.responseEnd > 0 && r.responseEnd <= until)
        .map((r) => r.responseEnd);
      return ends.length ? Math.max(...ends) : null;
    },
    lastClick: () => clickedAt,
    // The card lists' frames, watched from before their answer is read (reading a 10,000-project
    // answer over the protocol takes long enough for the list to show meanwhile): each frame that
    // shows cards, with their number and the sizes the windowed grids announce.
    watchCards() {
      const frames = [];
      const started = performance.now();
      cardFrames = frames;
      const tick = () => {
        if (cardFrames !== frames || performance.now() - started > 60_000) return;
        const cards = main().querySelectorAll('article').length;
        if (cards > 0) {
          const frame = { cards, sizes: [...main().querySelectorAll('[aria-setsize]')].map((e) => Number(e.getAttribute('aria-setsize'))), paint: null };
          frames.push(frame);
          setTimeout(() => (frame.paint = performance.now()), 0);
        }
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    // The first watched frame that showed all `total` cards (or their windowed grid); waits for it.
    cardsPainted(total, timeoutMs) {
      const deadline = performance.now() + timeoutMs;
      return new Promise((resolve, reject) => {
        const look = () => {
          const frame = (cardFrames ?? []).find((f) => f.paint !== null && (f.cards >= total || f.sizes.includes(total)));
          if (frame) {
            cardFrames = null;
            resolve({ paintedAt: frame.paint });
          } else if (performance.now() > deadline) reject(new Error(`${total} cards not shown within ${timeoutMs} ms`));
          else setTimeout(look, 50);
        };
        look();
      });
    },
    text: (selector) => document.querySelector(selector)?.textContent ?? null,
    painted(kind, arg, timeoutMs, stableMs = 0) {
      const check = checks[kind];
      const deadline = performance.now() + timeoutMs;
      return new Promise((resolve, reject) => {
        let first = null;
        let count = null;
        const tick = () => {
          const now = performance.now();
          const ok = check(arg);
          const n = kind === 'charts' || kind === 'chartsInView' ? charts().length : null;
          if (!ok || n !== count) first = null;
          if (ok && first === null) {
            count = n;
            const at = { paint: null, since: now };
            first = at;
            setTimeout(() => (at.paint = performance.now()), 0);
          }
          if (first && first.paint !== null && now - first.since >= stableMs) {
            resolve({ paintedAt: first.paint, count });
            return;
          }
          if (now > deadline) reject(new Error(`'${kind}' not shown within ${timeoutMs} ms`));
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
    },
  };
}
