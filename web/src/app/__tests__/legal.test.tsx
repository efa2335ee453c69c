import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';

const today = () => new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

describe('legal pages', () => {
  it.each([
    ['/privacy-policy', 'Privacy Policy', 'Last updated June 5, 2025'],
    ['/terms-of-service', 'Terms of Service', 'Last updated June 5, 2025'],
  ])('%s: one h1, the date, a table of contents linking to every numbered section', async (path, title, dateLine) => {
    stubFetch({});
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(dateLine)).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    const sections = screen.getAllByRole('heading', { level: 2 }).filter((h) => /^\d+\. /.test(h.textContent ?? ''));
    expect(links).toHaveLength(sections.length);
    links.forEach((link, i) => {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)).toContainElement(sections[i]!);
    });
    expect(document.body).toHaveTextContent('988 Suicide & Crisis Lifeline');
    expect(document.body).toHaveTextContent(/does not replace professional treatment/i);
  });

  it('Privacy Policy states the commitments: recordings, deletion within 30 days, safeguards, no selling', async () => {
    stubFetch({});
    renderApp('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const text = document.body.textContent ?? '';
    expect(text).toContain('Voice recordings are deleted after transcription unless you choose to keep them');
    expect(text).toContain('removed within 30 days');
    expect(text).toContain('Encryption in transit');
    expect(text).toContain('Encryption at rest');
    expect(text).toContain('Access controls');
    expect(text).toContain('Audit of care-team access');
    expect(text).toContain('We never sell your data.');
  });

  it('Terms of Service caps liability at the amount paid in the last 12 months', async () => {
    stubFetch({});
    renderApp('/terms-of-service');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(document.body).toHaveTextContent('limited to the amount you paid us in the 12 months before the claim arose');
  });

  it('Terms of Use: 13 numbered sections and today as the effective date', async () => {
    stubFetch({});
    renderApp('/terms-of-use');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Use' });
    expect(screen.getByText(`Effective date: ${today()}`)).toBeInTheDocument();
    const numbered = screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent ?? '')
      .filter((t) => /^\d+\. /.test(t));
    expect(numbered).toHaveLength(13);
    expect(numbered.map((t) => Number(t.split('.')[0]))).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    expect(document.body).toHaveTextContent('Voice recordings are deleted after transcription unless you choose to keep them');
    expect(document.body).toHaveTextContent('12 months');
  });
});

describe('Support Center', () => {
  it('has the form, six FAQ entries, help resources, the status note, email, hours and reply time', async () => {
    stubFetch({});
    renderApp('/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support Center' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeInTheDocument();
    const faq = screen.getByRole('heading', { name: 'Frequently Asked Questions' }).closest('section')!;
    expect(faq.querySelectorAll('details')).toHaveLength(6);
    const resources = screen.getByRole('heading', { name: 'Help Resources' }).closest('section')!;
    expect(
      within(resources)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/dashboard', '/privacy-policy', '/terms-of-service']);
    expect(screen.getByText('All systems operational')).toBeInTheDocument();
    for (const a of screen.getAllByRole('link', { name: 'support@steady.health' })) expect(a).toHaveAttribute('href', 'mailto:support@steady.health');
    expect(screen.getByText('Phone support: Weekdays 9 AM to 6 PM EST')).toBeInTheDocument();
    expect(screen.getByText('We reply within 24 hours.')).toBeInTheDocument();
  });
});
