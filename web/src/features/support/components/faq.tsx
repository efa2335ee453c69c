import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDown } from 'lucide-react';
import { SUPPORT } from '@steady/shared/constants';

const link = 'text-primary underline underline-offset-4';

export const FAQ_ENTRIES: { question: string; answer: ReactNode }[] = [
  {
    question: 'How does the daily check-in call work?',
    answer: (
      <p>
        Every day at the time you chose, Steady calls your phone. A friendly voice asks how your day went and what is on your mind; you just talk, for as long
        as you like up to your maximum call length. When you hang up, the conversation is transcribed and added to your journal, with its mood and themes, so
        you never have to write anything.
      </p>
    ),
  },
  {
    question: 'How do I change the time of my call?',
    answer: (
      <p>
        Open Settings from the menu and pick a new call time and time zone; the change applies from your next call. You can also turn the daily call off there
        and keep journaling by writing entries yourself. Your next check-in time is always shown on your{' '}
        <Link className={link} to="/dashboard">
          Dashboard
        </Link>
        .
      </p>
    ),
  },
  {
    question: 'Are my call recordings private?',
    answer: (
      <p>
        Yes. The audio is used only to create your journal entry, and voice recordings are deleted after transcription unless you choose to keep them in
        Settings. Everything is encrypted in transit and at rest, and we never sell your data. Read the details in our{' '}
        <Link className={link} to="/privacy-policy">
          Privacy Policy
        </Link>
        .
      </p>
    ),
  },
  {
    question: 'What should I do if I am in crisis?',
    answer: (
      <p>
        Steady is not an emergency service and nobody watches your journal in real time. If you are thinking about suicide or are in crisis, call or text{' '}
        <a className="font-semibold text-primary underline underline-offset-4" href="tel:988">
          988
        </a>{' '}
        to reach the 988 Suicide &amp; Crisis Lifeline, any time, day or night, or call 911. Then let your treatment team know.
      </p>
    ),
  },
  {
    question: 'Can I share my journal with my coach or therapist?',
    answer: (
      <p>
        Yes. Invite them into your support circle and choose what they may see, for example your entries but not your comments. Entries are private unless you
        share them, and you can remove someone&apos;s access at any time.
      </p>
    ),
  },
  {
    question: 'How do I delete my account?',
    answer: (
      <p>
        Send a request with the form on this page (category &quot;Account&quot; or &quot;Privacy and data&quot;) or write to{' '}
        <a className={link} href={`mailto:${SUPPORT.email}`}>
          {SUPPORT.email}
        </a>
        . We confirm the request with you, and your data is removed within {SUPPORT.dataRemovalDays} days.
      </p>
    ),
  },
];

/** Frequently asked questions as disclosure widgets: each question is a keyboard-operable button. */
export function Faq({ headingId }: { headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        Frequently Asked Questions
      </h2>
      <div className="divide-y rounded-lg border bg-card">
        {FAQ_ENTRIES.map((f) => (
          <details key={f.question} className="group">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-medium focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
              <span>{f.question}</span>
              <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
            </summary>
            <div className="px-4 pb-4 leading-relaxed text-muted-foreground">{f.answer}</div>
          </details>
        ))}
      </div>
    </section>
  );
}
