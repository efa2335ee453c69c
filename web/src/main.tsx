import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { createAppRouter } from './app/router';
import { whenIdle } from './lib/idle';
import { applyTheme, readStoredTheme } from './lib/theme';
import './index.css';

applyTheme(readStoredTheme());

const container = document.getElementById('root')!;
// A prerendered public page (docs/architecture.md, "Prerendered public pages") names its path on the
// root: the app hydrates that markup instead of replacing it. Anywhere else (the app shell, or such
// a file opened at another path) the app renders from scratch.
const prerendered = container.dataset.prerendered;
if (prerendered && prerendered === window.location.pathname) {
  // The page is already on screen, so hydration need not hold the main thread: it starts in a task
  // of its own after the entry's evaluation (the router's creation is itself tens of milliseconds
  // on a slow phone), and as a transition it yields to the browser every few milliseconds
  // (docs/performance.md, "Lighthouse").
  setTimeout(() => {
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App prerendered={{ path: prerendered, router: createAppRouter() }} />
        </StrictMode>,
      );
    });
  }, 0);
} else {
  container.replaceChildren();
  // The browser's first time-zone formatting loads ICU's locale and zone data (25–30 ms on a fast
  // machine). The signed-in screens need it (the greeting's hour, every date), so it runs while the
  // page waits for its code and data, in a task of its own, not inside the first render.
  const warmIntl = () => void new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric' }).format(0);
  whenIdle(warmIntl, 1000);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (docs/performance.md, "Lighthouse").
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
