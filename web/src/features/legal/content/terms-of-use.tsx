import { Link } from 'react-router-dom';
import { SUPPORT } from '@steady/shared/constants';
import { CrisisLine, SupportEmail, type LegalSection } from '../components/legal-document';

const link = 'text-primary underline underline-offset-4';

/** The effective date of the Terms of Use: today's date. */
export function termsOfUseEffectiveDate(now: Date = new Date()): string {
  return now.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

export const termsOfUseIntro = (
  <p>
    These Terms of Use apply when you register for and use Steady. You accept them when you create your account. Please read them together with our{' '}
    <Link className={link} to="/terms-of-service">
      Terms of Service
    </Link>{' '}
    and{' '}
    <Link className={link} to="/privacy-policy">
      Privacy Policy
    </Link>
    .
  </p>
);

/** Thirteen numbered sections. */
export const termsOfUseSections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    body: <p>By creating an account or using Steady, you agree to these Terms of Use. If you do not agree, please do not use Steady.</p>,
  },
  {
    id: 'not-a-substitute',
    title: 'Not a substitute for professional care',
    body: (
      <p>
        Steady supports treatment; it does not replace professional treatment, diagnosis or advice from your doctor, therapist, counsellor or treatment program.
        Automated mood scores, themes and insights are tools for reflection, not clinical findings.
      </p>
    ),
  },
  {
    id: 'crisis',
    title: 'Crisis and emergencies',
    body: (
      <p>
        Steady is not an emergency service and is not watched in real time. If you are in crisis or thinking about suicide, contact <CrisisLine /> any time, day
        or night, or call 911 or go to the nearest emergency room.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility and your account',
    body: (
      <p>
        You must be 18 or older. Keep your password to yourself, keep your phone number current so the daily call reaches you, and tell us if you think someone
        else has used your account.
      </p>
    ),
  },
  {
    id: 'daily-calls',
    title: 'Daily check-in calls and recordings',
    body: (
      <p>
        When daily calls are on, Steady calls you at the time and time zone you choose. You can change the time or turn calls off in Settings. Voice recordings
        are deleted after transcription unless you choose to keep them.
      </p>
    ),
  },
  {
    id: 'your-journal',
    title: 'Your journal',
    body: (
      <p>
        What you write or say remains yours. You allow Steady to store and process it only to provide the service to you and to the people you share it with.
      </p>
    ),
  },
  {
    id: 'care-team',
    title: 'Sharing with your care team',
    body: (
      <p>
        You choose who joins your support circle and what they may see, and you can withdraw access at any time. Anyone you invite must use what you share only
        to support you.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <p>
        Use Steady lawfully and respectfully. Do not access anyone else's information without permission, harass or threaten others, or interfere with the
        service or its security.
      </p>
    ),
  },
  {
    id: 'ai',
    title: 'AI-generated content',
    body: (
      <p>
        Weekly analyses, monthly reports, writing prompts and the AI life coach are generated automatically. They can be wrong or incomplete; use your own
        judgement and talk with your treatment team about decisions that matter to your health.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy and security',
    body: (
      <p>
        Your information is handled as our{' '}
        <Link className={link} to="/privacy-policy">
          Privacy Policy
        </Link>{' '}
        describes: encrypted in transit and at rest, protected by access controls, and never sold.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Ending your account',
    body: (
      <p>
        You can ask for your account to be deleted at any time through the{' '}
        <Link className={link} to="/support">
          Support Center
        </Link>{' '}
        or by writing to <SupportEmail email={SUPPORT.email} />. Your data is removed within {SUPPORT.dataRemovalDays} days.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and limitation of liability',
    body: (
      <p>
        Steady is provided &quot;as is&quot;. To the extent the law allows, our total liability for any claim relating to Steady is limited to the amount you
        paid us in the 12 months before the claim arose, and we are not liable for indirect or consequential damages.
      </p>
    ),
  },
  {
    id: 'changes-and-contact',
    title: 'Changes and contact',
    body: (
      <p>
        We may update these terms and will show the new effective date here; for material changes we will tell you before they apply. Questions? Write to{' '}
        <SupportEmail email={SUPPORT.email} />. Phone support: {SUPPORT.hours}. We reply within {SUPPORT.replyWithinHours} hours.
      </p>
    ),
  },
];
