import { Link } from 'react-router-dom';
import { Clock, Construction, LifeBuoy, Mail, Phone } from 'lucide-react';
import { SUPPORT } from '@steady/shared';
import { PageHeader } from '@/components/layouts/page-header';
import { Card } from '@/components/ui/card';

export type PublicPlaceholder = 'privacy-policy' | 'terms-of-service' | 'terms-of-use' | 'support';

const PAGES: Record<PublicPlaceholder, { title: string; soon: string; facts: string[] }> = {
  'privacy-policy': {
    title: 'Privacy Policy',
    soon: 'Our full privacy policy is being finalised and will be published here.',
    facts: [
      'Voice recordings of your check-in calls are deleted after transcription unless you ask us to keep them.',
      'You can ask for your account to be deleted through support; your data is removed within 30 days.',
      'Your journal is shared only with the people you invite into your support circle.',
    ],
  },
  'terms-of-service': {
    title: 'Terms of Service',
    soon: 'Our full terms of service are being finalised and will be published here.',
    facts: [
      'Steady supports your treatment; it does not replace professional care, diagnosis or emergency services.',
      'If you are in crisis, call or text 988, the Suicide & Crisis Lifeline, at any time.',
    ],
  },
  'terms-of-use': {
    title: 'Terms of Use',
    soon: 'The full Terms of Use are being finalised and will be published here.',
    facts: [
      'Steady supports your treatment; it does not replace professional care, diagnosis or emergency services.',
      'If you are in crisis, call or text 988, the Suicide & Crisis Lifeline, at any time.',
      'Voice recordings are deleted after transcription unless you ask us to keep them.',
    ],
  },
  support: {
    title: 'Support Center',
    soon: 'A contact form and answers to common questions are coming soon. Until then, reach us directly.',
    facts: [],
  },
};

/** A public page that is not written yet: its real title, the commitments already made, and how to reach us. */
export default function PublicInfoRoute({ page }: { page: PublicPlaceholder }) {
  const def = PAGES[page];
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader title={def.title} />
      <Card className="flex items-start gap-3 p-6">
        <Construction className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-semibold">Coming soon</p>
          <p className="text-muted-foreground">{def.soon}</p>
        </div>
      </Card>
      {def.facts.length > 0 ? (
        <section aria-labelledby="facts-title" className="grid gap-3">
          <h2 id="facts-title" className="text-lg font-semibold">
            What you can count on today
          </h2>
          <ul className="grid list-disc gap-2 pl-6 text-muted-foreground">
            {def.facts.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="contact-title" className="grid gap-3">
        <h2 id="contact-title" className="text-lg font-semibold">
          Contact us
        </h2>
        <ul className="grid gap-2">
          <li className="flex items-center gap-2">
            <Mail className="size-4 text-primary" aria-hidden="true" />
            <a className="text-primary underline underline-offset-4" href={`mailto:${SUPPORT.email}`}>
              {SUPPORT.email}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <Clock className="size-4 text-primary" aria-hidden="true" />
            Phone support: {SUPPORT.hours}. We reply within {SUPPORT.replyWithinHours} hours.
          </li>
          <li className="flex items-center gap-2">
            <Phone className="size-4 text-primary" aria-hidden="true" />
            <span>
              In crisis? Call or text{' '}
              <a className="font-semibold text-primary underline underline-offset-4" href="tel:988">
                988
              </a>
              .
            </span>
          </li>
          <li className="flex items-center gap-2">
            <LifeBuoy className="size-4 text-primary" aria-hidden="true" />
            <Link className="text-primary underline underline-offset-4" to="/">
              Back to the Steady home page
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
