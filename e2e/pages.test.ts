import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, expectAccessible, launch, signInOnPage, watchErrors } from './browser.js';

/** Legal pages, the Support Center and Achievements, on a desktop and on a phone, with axe on each screen. */
const url = (path: string) => `${inject('appUrl')}${path}`;
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const VIEWPORTS = [
  { name: 'desktop', options: { viewport: DESKTOP } },
  { name: 'phone', options: { viewport: PHONE, isMobile: true, hasTouch: true } },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

for (const vp of VIEWPORTS) {
  describe(`legal pages, support and achievements on a ${vp.name}`, () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];

    beforeAll(async () => {
      context = await browser.newContext(vp.options);
      page = await context.newPage();
      errors = watchErrors(page);
    });
    afterAll(async () => {
      await context?.close();
    });

    for (const [path, title, date] of [
      ['/privacy-policy', 'Privacy Policy', 'Last updated June 5, 2025'],
      ['/terms-of-service', 'Terms of Service', 'Last updated June 5, 2025'],
      ['/terms-of-use', 'Terms of Use', 'Effective date: '],
    ] as const) {
      it(`${title}: readable, with a working table of contents`, async () => {
        await page.goto(url(path));
        await expect.poll(() => page.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
        expect(await page.getByText(date).first().isVisible()).toBe(true);
        const toc = page.getByRole('navigation', { name: 'Contents' });
        const links = toc.getByRole('link');
        const count = await links.count();
        expect(count).toBe(13);
        await links.nth(count - 1).click();
        await expect.poll(() => page.evaluate(() => location.hash)).not.toBe('');
        const hash = await page.evaluate(() => location.hash);
        await expect.poll(() => page.locator(hash).getByRole('heading', { level: 2 }).isVisible()).toBe(true);
        expect(await fitsWidth(page)).toBe(true);
        await expectAccessible(page, `${title} (${vp.name})`);
      });
    }

    it('Support Center: a missing field is refused with a toast, a complete request is sent and the form resets', async () => {
      await page.goto(url('/support'));
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Support Center' }).isVisible()).toBe(true);
      expect(await page.getByText('All systems operational').isVisible()).toBe(true);
      await expectAccessible(page, `support (${vp.name})`);

      await page.getByLabel('Name *').fill('Jordan Rivera');
      await page.getByRole('button', { name: 'Submit Request' }).click();
      await expect.poll(() => page.getByText('Missing Information').isVisible()).toBe(true);
      expect(await page.getByText('Please fill in all required fields.', { exact: true }).isVisible()).toBe(true);
      await expectAccessible(page, `support, missing information (${vp.name})`);

      await page.getByLabel('Email *').fill('jordan@example.com');
      await page.getByLabel('Subject *').fill('Changing my call time');
      await page.getByLabel('Category *').selectOption('account');
      await page.getByLabel('Message *').fill('How do I move my evening call to 8 PM?');
      await page.getByLabel('Priority').selectOption('low');
      await page.getByRole('button', { name: 'Submit Request' }).click();
      await expect.poll(() => page.getByText('Support Request Submitted').isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await page.getByText("We'll get back to you within 24 hours").first().isVisible()).toBe(true);
      await expect.poll(() => page.getByLabel('Name *').inputValue()).toBe('');
      expect(await page.getByLabel('Priority').inputValue()).toBe('medium');

      // The FAQ opens from the keyboard.
      const first = page.locator('summary').first();
      await first.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('details').first().getAttribute('open')).not.toBeNull();
      expect(await fitsWidth(page)).toBe(true);
      await expectAccessible(page, `support, submitted (${vp.name})`);
    });

    it('Achievements: the demo patient sees every filter', async () => {
      await signInOnPage(page, inject('appUrl'), '+14155550101', 'SteadyDemo1', '/achievements');
      await expect.poll(() => page.getByRole('tab', { name: 'All' }).isVisible(), { timeout: 10_000 }).toBe(true);
      const cards = () => page.getByRole('tabpanel').getByRole('article');
      await expect.poll(() => cards().count()).toBe(10);
      // The seeded months (more than 50 entries): Journaling Enthusiast, Regular Writer and Journal Master are earned.
      for (const name of ['Journaling Enthusiast', 'Regular Writer', 'Journal Master'])
        expect(await page.getByRole('article', { name }).getByText('Unlocked', { exact: true }).isVisible(), name).toBe(true);
      await expectAccessible(page, `achievements, All (${vp.name})`);

      for (const [tab, expected] of [
        ['Unlocked', null],
        ['Streaks', 4],
        ['Milestones', 3],
        ['Special', 3],
      ] as const) {
        await page.getByRole('tab', { name: tab }).click();
        await expect.poll(() => page.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
        if (expected !== null) await expect.poll(() => cards().count()).toBe(expected);
        else {
          await expect.poll(() => cards().count()).toBeGreaterThan(0);
          expect(await cards().getByText('Locked', { exact: true }).count()).toBe(0);
        }
        expect(await fitsWidth(page)).toBe(true);
        await expectAccessible(page, `achievements, ${tab} (${vp.name})`);
      }
      // Arrow keys move between the filters.
      await page.getByRole('tab', { name: 'Special' }).focus();
      await page.keyboard.press('Home');
      await expect.poll(() => page.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
      expect(errors).toEqual([]);
    });
  });
}
