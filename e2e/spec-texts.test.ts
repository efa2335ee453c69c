import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs, DESKTOP, freshPhoneDigits, launch, registerPatient, signedInState, watchErrors } from './browser.js';

/**
 * The spec's texts on the patient screens of the patient's half:
 * titles, empty states and toasts, each exactly as the spec writes it ({site} is Steady), with the
 * route it appears on and how a person reaches it. The texts are copied from the spec, not from
 * our code: a screen that words one differently fails here.
 */
type Who = 'anyone' | 'new patient' | 'active patient';
interface SpecText {
  route: string;
  text: string;
  /** Who looks: anyone (signed out), a new patient with no entries, or a patient whose actions write data. */
  who: Who;
  /** How to reach the text, in words; `act` does it after the route is open. */
  how: string;
  act?: (page: Page, ctx: Helpers) => Promise<void>;
}
interface Helpers {
  /** A registered patient's phone number nobody has signed in with yet. */
  spare: () => Promise<string>;
}

const SPEC_TEXTS: SpecText[] = [
  // Landing (/)
  { route: '/', text: 'Sign Up', who: 'anyone', how: 'header, signed out' },
  { route: '/', text: 'Login', who: 'anyone', how: 'header, signed out' },
  { route: '/', text: 'Try Steady Free', who: 'anyone', how: 'hero button ({site} = Steady)' },
  { route: '/', text: 'Request Demo', who: 'anyone', how: 'hero button' },
  { route: '/', text: 'Start Free Trial', who: 'anyone', how: 'closing call to action' },
  { route: '/', text: 'Go to Dashboard', who: 'new patient', how: 'header, with a stored user' },
  // Login (/login)
  { route: '/login', text: 'Sign In', who: 'anyone', how: 'the submit button' },
  { route: '/login', text: 'Sign up here', who: 'anyone', how: 'link to /register' },
  { route: '/login', text: 'Required Fields Missing', who: 'anyone', how: 'submit the empty form', act: (p) => submitLogin(p, '', '') },
  {
    route: '/login',
    text: 'Please enter both phone number and password to login',
    who: 'anyone',
    how: 'submit the empty form',
    act: (p) => submitLogin(p, '', ''),
  },
  {
    route: '/login',
    text: 'Login Failed',
    who: 'anyone',
    how: 'a wrong password',
    act: async (p, h) => submitLogin(p, (await h.spare()).slice(2), 'not-the-password-1'),
  },
  {
    route: '/login',
    text: 'Login Successful!',
    who: 'anyone',
    how: 'sign in with the right password',
    act: async (p, h) => submitLogin(p, (await h.spare()).slice(2), PASSWORD),
  },
  // Registration (/register)
  { route: '/register', text: 'Create Your Clinical Journaling Account', who: 'anyone', how: 'the page title' },
  {
    route: '/register',
    text: 'Missing Information',
    who: 'anyone',
    how: 'accept the terms and submit without a name',
    act: async (p) => {
      await p.getByLabel('I have read and agree to the').check();
      await p.getByRole('button', { name: 'Create Account' }).click();
    },
  },
  {
    route: '/register',
    text: 'Please fill in all required fields including password.',
    who: 'anyone',
    how: 'accept the terms and submit without a name',
    act: async (p) => {
      await p.getByLabel('I have read and agree to the').check();
      await p.getByRole('button', { name: 'Create Account' }).click();
    },
  },
  {
    route: '/register',
    text: 'Registration Successful!',
    who: 'anyone',
    how: 'a complete registration',
    act: async (p) => {
      await p.getByLabel('Full Name').fill('Riley Register');
      await p.getByLabel('Phone Number').fill(freshPhoneDigits());
      await p.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await p.getByLabel('I have read and agree to the').check();
      await p.getByRole('button', { name: 'Create Account' }).click();
    },
  },
  // Side navigation and logout
  { route: '/dashboard', text: 'Clinical Digital Journaling', who: 'new patient', how: 'the navigation label' },
  { route: '/dashboard', text: 'Wellness Habits', who: 'new patient', how: 'a navigation link' },
  { route: '/dashboard', text: 'Support Circle', who: 'new patient', how: 'a navigation link' },
  { route: '/dashboard', text: 'Assessment Forms', who: 'new patient', how: 'a navigation link' },
  { route: '/dashboard', text: 'Recovery Insights', who: 'new patient', how: 'a navigation link' },
  ...['Logged Out', 'You have been successfully logged out.'].map((text): SpecText => ({
    route: '/dashboard',
    text,
    who: 'anyone',
    how: 'sign in, then Logout',
    act: logInAndOut,
  })),
  // Dashboard (/dashboard), a new patient
  { route: '/dashboard', text: 'Recovery Dashboard', who: 'new patient', how: 'the page title' },
  { route: '/dashboard', text: 'Welcome back! Track your mental health progress and insights.', who: 'new patient', how: 'the subtitle' },
  { route: '/dashboard', text: 'Start Check-in Now', who: 'new patient', how: 'the header button' },
  { route: '/dashboard', text: 'Total Entries', who: 'new patient', how: 'stats card' },
  { route: '/dashboard', text: 'Journal Streak', who: 'new patient', how: 'stats card' },
  { route: '/dashboard', text: 'Mood Average', who: 'new patient', how: 'stats card' },
  { route: '/dashboard', text: 'Word Count', who: 'new patient', how: 'stats card' },
  { route: '/dashboard', text: 'Recent Journal Entries', who: 'new patient', how: 'card title' },
  { route: '/dashboard', text: 'No journal entries yet.', who: 'new patient', how: 'no entries' },
  { route: '/dashboard', text: 'Your entries will appear here after your daily calls.', who: 'new patient', how: 'no entries' },
  { route: '/dashboard', text: 'AI Insights & Analysis', who: 'new patient', how: 'card title' },
  { route: '/dashboard', text: 'No Insights Available', who: 'new patient', how: 'no analyses yet (spec section 4)' },
  { route: '/dashboard', text: 'Generate First Insights', who: 'new patient', how: 'no analyses yet (spec section 4)' },
  // Friends (/friends): the two failure toasts, with the server's or the clipboard's failure made on purpose.
  {
    route: '/friends',
    text: 'Failed to create invite link. Please try again.',
    who: 'new patient',
    how: 'Create invite link while the server fails',
    act: async (p) => {
      await p.route('**/friends/create-invite', (r) =>
        r.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal server error"}' }),
      );
      await p.getByRole('button', { name: 'Create invite link' }).click();
    },
  },
  {
    route: '/friends',
    text: 'Failed to copy link to clipboard.',
    who: 'new patient',
    how: 'Copy an invite link while the clipboard refuses',
    act: async (p) => {
      await p.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } }));
      await p.getByRole('button', { name: 'Create invite link' }).click();
      await p
        .getByRole('button', { name: /^Copy invite link/ })
        .first()
        .click();
    },
  },
  // Journal (/journal-entries)
  { route: '/journal-entries', text: 'Recovery Journal', who: 'new patient', how: 'the page title' },
  { route: '/journal-entries', text: 'No journal entries yet', who: 'new patient', how: 'no entries' },
  {
    route: '/journal-entries',
    text: 'Title is required',
    who: 'new patient',
    how: 'Create Entry, then save the empty form',
    act: async (p) => {
      await p.getByRole('button', { name: 'Create Entry' }).click();
      await p.getByRole('button', { name: 'Save Entry' }).click();
    },
  },
  {
    route: '/journal-entries',
    text: 'Content must be at least 10 characters',
    who: 'new patient',
    how: 'Create Entry with a short content',
    act: async (p) => {
      await p.getByRole('button', { name: 'Create Entry' }).click();
      await p.getByLabel('Title').fill('Short');
      await p.getByLabel('Content').fill('Too short');
      await p.getByRole('button', { name: 'Save Entry' }).click();
    },
  },
  { route: '/journal-entries', text: 'Journal entry created', who: 'active patient', how: 'save a manual entry', act: (p) => writeEntry(p) },
  {
    route: '/journal-entries',
    text: 'No entries match your filters',
    who: 'active patient',
    how: 'a tag filter no entry matches',
    act: async (p) => {
      await p
        .getByText(/of \d+ entr/)
        .first()
        .waitFor();
      await p.getByLabel('Tag', { exact: true }).fill('no-such-tag-anywhere');
    },
  },
  {
    route: '/journal-entries',
    text: 'Artifact stored',
    who: 'active patient',
    how: 'Store Artifact on an entry',
    act: (p) => p.getByRole('button', { name: 'Store Artifact' }).first().click(),
  },
  // Artifacts (/artifacts)
  { route: '/artifacts', text: 'Your Artifacts', who: 'new patient', how: 'the page title' },
  { route: '/artifacts', text: 'Treasured Moment', who: 'active patient', how: "the count, after storing an artifact ('Treasured Moment(s)')" },
  {
    route: '/artifacts',
    text: 'Artifact removed',
    who: 'active patient',
    how: 'remove an artifact',
    act: (p) =>
      p
        .getByRole('button', { name: /from artifacts$/ })
        .first()
        .click(),
  },
  // Settings (/settings)
  { route: '/settings', text: 'Quick Actions', who: 'new patient', how: 'section title' },
  { route: '/settings', text: 'Call Settings', who: 'new patient', how: 'section title' },
  { route: '/settings', text: 'Writing Features', who: 'new patient', how: 'section title' },
  { route: '/settings', text: 'Personal Development Setup', who: 'new patient', how: 'section title' },
  { route: '/settings', text: 'Experimental Features', who: 'new patient', how: 'section title' },
  { route: '/settings', text: 'Analysis Settings', who: 'new patient', how: 'section title' },
  { route: '/settings', text: 'Notifications', who: 'new patient', how: 'section title' },
  { route: '/settings', text: 'Save Settings', who: 'new patient', how: 'the save button' },
  {
    route: '/settings',
    text: 'Settings Updated',
    who: 'active patient',
    how: 'Save Settings',
    act: (p) => p.getByRole('button', { name: 'Save Settings' }).first().click(),
  },
  // Wellness Habits (/habits)
  { route: '/habits', text: 'Wellness Habits', who: 'new patient', how: 'the page title' },
  {
    route: '/habits',
    text: 'Failed to create habit. Please try again.',
    who: 'active patient',
    how: 'create a habit while the server fails',
    act: async (p) => {
      await p.route('**/api/habits', (r) => r.fulfill({ status: 500, body: '{"message":"Internal server error"}' }));
      await createHabit(p);
    },
  },
  {
    route: '/habits',
    text: 'Failed to log progress. Please try again.',
    who: 'active patient',
    how: 'log progress while the server fails',
    act: async (p) => {
      await createHabit(p);
      await p.getByRole('dialog').waitFor({ state: 'hidden' });
      await p.route('**/api/habit-entries', (r) => r.fulfill({ status: 500, body: '{"message":"Internal server error"}' }));
      await p
        .getByRole('button', { name: /^Log progress for / })
        .first()
        .click();
      await p.getByRole('dialog').getByRole('button', { name: 'Log Progress' }).click();
    },
  },
  // Achievements (/achievements)
  ...['All', 'Unlocked', 'Streaks', 'Milestones', 'Special'].map((text): SpecText => ({
    route: '/achievements',
    text,
    who: 'new patient',
    how: 'a filter tab',
  })),
  {
    route: '/achievements',
    text: 'Error Loading Achievements',
    who: 'new patient',
    how: 'the achievements call fails',
    act: (p) => failThenReload(p, '**/api/users/*/achievements'),
  },
  {
    route: '/achievements',
    text: 'Please try refreshing the page.',
    who: 'new patient',
    how: 'the achievements call fails',
    act: (p) => failThenReload(p, '**/api/users/*/achievements'),
  },
  // Support (/support)
  {
    route: '/support',
    text: 'Missing Information',
    who: 'anyone',
    how: 'submit the empty form',
    act: (p) => p.getByRole('button', { name: 'Submit Request' }).click(),
  },
  {
    route: '/support',
    text: 'Please fill in all required fields.',
    who: 'anyone',
    how: 'submit the empty form',
    act: (p) => p.getByRole('button', { name: 'Submit Request' }).click(),
  },
  { route: '/support', text: 'Support Request Submitted', who: 'anyone', how: 'a complete request', act: (p) => sendSupport(p) },
  { route: '/support', text: "We'll get back to you within 24 hours", who: 'anyone', how: 'a complete request', act: (p) => sendSupport(p) },
  // Legal pages
  { route: '/privacy-policy', text: 'June 5, 2025', who: 'anyone', how: 'last updated date' },
  { route: '/terms-of-service', text: 'June 5, 2025', who: 'anyone', how: 'last updated date' },
  // Any other path
  { route: '/no-such-page', text: '404 Page Not Found', who: 'anyone', how: 'an unknown path' },
];

const url = (path: string) => `${inject('appUrl')}${path}`;
const PASSWORD = 'spec-texts-9';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A new patient, registered and onboarded through the API; returns the E.164 number. */
const register = (name: string) => registerPatient(inject('appUrl'), name, PASSWORD);

async function submitLogin(page: Page, digits: string, password: string) {
  await page.getByLabel('Phone Number').fill(digits);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function logInAndOut(page: Page, h: Helpers) {
  await page.goto(url('/login'));
  await submitLogin(page, (await h.spare()).slice(2), PASSWORD);
  await page.waitForURL('**/dashboard', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Logout' }).click();
}

async function writeEntry(page: Page) {
  await page.getByRole('button', { name: 'Create Entry' }).click();
  await page.getByLabel('Title').fill('A steady evening');
  await page.getByLabel('Content').fill('Went to group and walked home with a friend. Feeling calm.');
  await page.getByRole('button', { name: 'Save Entry' }).click();
}

async function createHabit(page: Page) {
  await page.getByRole('button', { name: 'New Habit' }).click();
  const d = page.getByRole('dialog');
  await d.getByLabel('Name').fill('Evening walk');
  await d.getByLabel('Description').fill('Around the block');
  await d.getByLabel('Category').selectOption('health');
  await d.getByLabel('Frequency').selectOption('daily');
  await d.getByRole('button', { name: 'Create Habit' }).click();
}

async function failThenReload(page: Page, pattern: string) {
  await page.route(pattern, (r) => r.fulfill({ status: 500, body: '{"message":"Internal server error"}' }));
  await page.reload();
}

async function sendSupport(page: Page) {
  await page.getByLabel('Name *').fill('Sky Support');
  await page.getByLabel('Email *').fill('sky@example.com');
  await page.getByLabel('Subject *').fill('A question');
  await page.getByLabel('Category *').selectOption({ index: 1 });
  await page.getByLabel('Message *').fill('How do I change my call time?');
  await page.getByRole('button', { name: 'Submit Request' }).click();
}

describe('the spec’s texts on the patient screens', () => {
  let browser: Browser;
  const contexts: Partial<Record<Who, BrowserContext>> = {};
  const spares: string[] = [];
  const helpers: Helpers = { spare: async () => spares.pop() ?? register('Sam Spare') };

  /** A new patient's context, signed in through the API (the login screen's texts are rows of their own). */
  async function patientContext(phone: string): Promise<BrowserContext> {
    return browser.newContext({ viewport: DESKTOP, storageState: await signedInState(inject('appUrl'), phone, PASSWORD) });
  }

  beforeAll(async () => {
    browser = await launch();
    // Three spares: a wrong password, a right one, and a sign-in followed by Logout.
    const spareAccounts = Promise.all(Array.from({ length: 3 }, () => register('Sam Spare')));
    const [newPatient, activePatient] = await Promise.all([register('Nico New'), register('Alex Active')]);
    contexts['new patient'] = await patientContext(newPatient);
    contexts['active patient'] = await patientContext(activePatient);
    // The active patient has one entry (written through the API) before the filter and artifact rows run.
    const api = await apiAs(inject('appUrl'), activePatient, PASSWORD);
    const entry = await api.request('POST', '/api/users/{id}/journal-entries', {
      title: 'A steady evening',
      content: 'Went to group and walked home with a friend. Feeling calm.',
    });
    expect(entry.status).toBe(201);
    spares.push(...(await spareAccounts));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('lists only texts of the spec’s screens, each once per route and viewer', () => {
    const keys = SPEC_TEXTS.map((r) => `${r.who} ${r.route} ${r.text} ${r.act ? r.how : ''}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  /**
   * A screen without an action is opened once per viewer and route, and its texts are looked for
   * there. Playwright's locators wait for what they need, so no page waits for the network to settle.
   */
  const visits = new Map<string, { page: Page; errors: string[] }>();
  async function visit(row: SpecText) {
    const key = `${row.who} ${row.route}`;
    const open = visits.get(key);
    if (open) return open;
    const context = row.who === 'anyone' ? (contexts.anyone ??= await browser.newContext({ viewport: DESKTOP })) : contexts[row.who]!;
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(url(row.route));
    visits.set(key, { page, errors });
    return { page, errors };
  }

  /**
   * An action gets a page of its own (and, signed out, a context of its own: it may sign in), shared
   * by the rows that reach their texts the same way (same viewer, route and `how`): the action runs
   * once, each row looks for its text, and the last row closes the page.
   */
  const actionKey = (row: SpecText) => `${row.who} ${row.route} ${row.how}`;
  const actionRows = new Map<string, number>();
  for (const row of SPEC_TEXTS) if (row.act) actionRows.set(actionKey(row), (actionRows.get(actionKey(row)) ?? 0) + 1);
  const actions = new Map<string, Promise<{ page: Page; errors: string[]; context: BrowserContext | null }>>();
  function act(row: SpecText) {
    const key = actionKey(row);
    let done = actions.get(key);
    if (!done) {
      done = (async () => {
        const context = row.who === 'anyone' ? await browser.newContext({ viewport: DESKTOP }) : null;
        const page = await (context ?? contexts[row.who]!).newPage();
        const errors = watchErrors(page);
        await page.goto(url(row.route));
        await row.act!(page, helpers);
        return { page, errors, context };
      })();
      actions.set(key, done);
    }
    return done;
  }
  async function actionDone(row: SpecText) {
    const key = actionKey(row);
    const left = actionRows.get(key)! - 1;
    actionRows.set(key, left);
    if (left > 0) return;
    const { page, context } = await actions.get(key)!;
    await page.close();
    await context?.close();
  }

  for (const row of SPEC_TEXTS) {
    it(`${row.route} shows '${row.text}' (${row.who}: ${row.how})`, async () => {
      try {
        const { page, errors } = row.act ? await act(row) : await visit(row);
        const found = page.getByText(new RegExp(escape(row.text))).filter({ visible: true });
        await expect.poll(() => found.count(), { timeout: 10_000, message: `'${row.text}' on ${row.route}` }).toBeGreaterThan(0);
        expect(errors).toEqual([]);
      } finally {
        if (row.act) await actionDone(row);
      }
    });
  }
});
