import { describe, expect, it } from 'vitest';
import { PAGE_BOOT_SCRIPT } from '@steady/shared';
import { applyTheme, THEME_KEY } from '@/lib/theme';
import { CURRENT_USER_ID_KEY } from '@/lib/storage';
import { chunkUrls, pageHtml, stylesheetUrls } from '../html';

const SHELL = `<!doctype html>
<html lang="en" class="dark">
  <head>
    <meta name="theme-color" content="#0b1416" />
    <title>Steady</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const MANIFEST = {
  'src/main.tsx': { file: 'assets/index-A.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-B.js' },
  'src/app/routes/login.tsx': { file: 'assets/login-D.js', imports: ['src/main.tsx', '_card.js', '_react.js'] },
  '_card.js': { file: 'assets/card-E.js', imports: ['_react.js'] },
};

describe('the prerender (web/src/prerender/html.ts)', () => {
  it('lists a route module and what it imports, each once', () => {
    expect(chunkUrls(MANIFEST, 'src/app/routes/login.tsx')).toEqual(['/assets/login-D.js', '/assets/index-A.js', '/assets/react-B.js', '/assets/card-E.js']);
    expect(() => chunkUrls(MANIFEST, 'src/app/routes/nowhere.tsx')).toThrow(/not in the build manifest/);
  });

  it('writes the page into the shell: title, boot script, inline stylesheet, new preloads, markup marked with its path', () => {
    expect(stylesheetUrls(SHELL)).toEqual(['/assets/index-C.css']);
    const html = pageHtml(
      SHELL,
      {
        path: '/login',
        markup: '<main><h1>Sign in to Steady</h1></main>',
        title: 'Login · Steady',
        preloads: chunkUrls(MANIFEST, 'src/app/routes/login.tsx'),
        styles: { '/assets/index-C.css': '.dark{color:red}\n' },
      },
      'boot()',
    );
    expect(html).toContain('<title>Login · Steady</title>\n    <script>boot()</script>\n    <script type="module"');
    expect(html).toContain('<style>.dark{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html.match(/rel="modulepreload"/g)).toHaveLength(3);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/login-D.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/card-E.js">');
    expect(html).not.toContain('modulepreload" crossorigin href="/assets/index-A.js"');
    expect(html).toContain('<div id="root" data-prerendered="/login"><main><h1>Sign in to Steady</h1></main></div>');
  });

  it('refuses a shell without its placeholders, and a stylesheet it cannot inline', () => {
    const page = { path: '/', markup: '<p>x</p>', title: 'Steady', preloads: [], styles: { '/assets/index-C.css': '' } };
    expect(() => pageHtml(SHELL.replace('<div id="root"></div>', '<div id="app"></div>'), page, '')).toThrow(/exactly once/);
    expect(() => pageHtml(SHELL, { ...page, styles: {} }, '')).toThrow(/cannot inline/);
    expect(() => pageHtml(SHELL, { ...page, styles: { '/assets/index-C.css': '</style><script>' } }, '')).toThrow(/cannot inline/);
  });
});

describe('the prerendered pages’ boot script (shared/src/prerendered-pages.ts)', () => {
  const run = () => new Function(PAGE_BOOT_SCRIPT)();
  const reset = () => {
    const root = document.documentElement;
    root.className = 'dark';
    root.removeAttribute('style');
    root.removeAttribute('data-signed-in');
    document.head.innerHTML = '<meta name="theme-color" content="#0b1416" />';
  };

  it('applies a stored light theme as the app does, and marks a stored user id', () => {
    reset();
    window.localStorage.setItem(THEME_KEY, 'light');
    window.localStorage.setItem(CURRENT_USER_ID_KEY, 'someone');
    run();
    const booted = { className: document.documentElement.className, style: document.documentElement.getAttribute('style'), meta: document.head.innerHTML };
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(true);
    reset();
    applyTheme('light');
    expect({ className: document.documentElement.className, style: document.documentElement.getAttribute('style'), meta: document.head.innerHTML }).toEqual(
      booted,
    );
  });

  it('leaves the dark default and no mark without stored values (or with a blank user id)', () => {
    reset();
    window.localStorage.setItem(CURRENT_USER_ID_KEY, '  ');
    run();
    expect(document.documentElement.className).toBe('dark');
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(false);
    expect(document.head.innerHTML).toContain('#0b1416');
  });
});
