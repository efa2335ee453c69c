/**
 * The public pages whose HTML is rendered at build time (docs/architecture.md, "Prerendered public
 * pages"): `npm run build:web` writes each to `web/dist/<file>` with the page's markup in it, and the
 * local gateway and CloudFront serve that file for exactly that path. Every other path without a file
 * extension gets the app shell, `index.html`, as before.
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'landing.html' },
  { path: '/login', file: 'login.html' },
] as const;

export type PrerenderedPath = (typeof PRERENDERED_PAGES)[number]['path'];

/** The file served for a path (the URL's pathname, exactly), or null when the path is not prerendered. */
export function prerenderedFile(pathname: string): string | null {
  return PRERENDERED_PAGES.find((page) => page.path === pathname)?.file ?? null;
}

/**
 * The one inline script, in the head of each prerendered page, run before the first paint: the
 * stored theme (light, else the dark the HTML comes with) and whether a user id is stored, so the
 * landing page's header shows its signed-in action from the first paint (the stylesheet hides the
 * other, web/src/index.css). It also holds back a form submitted before the app has taken the page
 * over (a native submit would reload the page and lose what was typed), keeping the form in
 * `window.__steadyHeldSubmit` for the app to submit again (web/src/lib/prerender-handoff.ts); the app
 * marks the page `data-hydrated` once it has. The pages' Content Security Policy allows exactly this
 * text by its SHA-256 hash (infra/lib/page-csp.ts); change one, and the hash follows.
 */
export const PAGE_BOOT_SCRIPT =
  "(function(){var d=document.documentElement;try{var s=window.localStorage;if(s.getItem('theme')==='light'){d.classList.remove('dark');d.style.colorScheme='light';" +
  "var m=document.querySelector('meta[name=\"theme-color\"]');if(m)m.setAttribute('content','#f6f9f9')}var u=s.getItem('currentUserId');if(u&&u.trim())d.setAttribute('data-signed-in','')}catch(e){}" +
  "document.addEventListener('submit',function(e){if(!d.hasAttribute('data-hydrated')){e.preventDefault();window.__steadyHeldSubmit=e.target}},true)})()";
