import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, launch } from './browser.js';

/**
 * The accessibility check every browser test relies on (`expectAccessible`, axe-core run in the page)
 * can fail: it reports the serious violations it is shown, ignores what a modal dialog hides, and
 * reads a screen again after the app changes it without a new page load.
 */
describe('the accessibility check', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const ids = async (page: Parameters<typeof accessibilityViolations>[0]) => (await accessibilityViolations(page)).map((v) => v.split(' ')[0]).sort();

  it('reports a button without a name and low contrast, and nothing once they are fixed', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.setContent(
      '<html lang="en"><head><title>t</title></head><body><main><h1>Check</h1><button id="b"></button><p style="color:#bbb;background:#fff">faint</p></main></body></html>',
    );
    expect(await ids(page)).toEqual(['button-name', 'color-contrast']);
    // The same document changed in place: axe is already there and reads the change.
    await page.evaluate(() => {
      document.getElementById('b')!.textContent = 'Save';
      document.querySelector('p')!.setAttribute('style', 'color:#222;background:#fff');
    });
    expect(await ids(page)).toEqual([]);
    await page.close();
  });

  it('checks the dialog, not what its overlay hides', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.setContent(
      '<html lang="en"><head><title>t</title></head><body><main data-aria-hidden="true" aria-hidden="true"><h1>Behind</h1><button></button></main><div role="dialog" aria-modal="true" aria-label="Confirm"><button>OK</button></div></body></html>',
    );
    expect(await ids(page)).toEqual([]);
    await page.evaluate(() => document.querySelector('[role="dialog"] button')!.replaceChildren());
    expect(await ids(page)).toEqual(['button-name']);
    await page.close();
  });
});
