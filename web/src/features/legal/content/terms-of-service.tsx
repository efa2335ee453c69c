import { Link } from 'react-router-dom';
import { SUPPORT } from '@steady/shared/constants';
import { CrisisLine, SupportEmail, type LegalSection } from '../components/legal-document';

export const TERMS_LAST_UPDATED = 'June 5, 2025';

const link = 'text-primary underline underline-offset-4';

export const termsIntro = (
  <p>
    These Terms of Service are an agreement between you and Steady about your use of the Steady website, web application and daily check-in calls (the
    &quot;Service&quot;). Please read them carefully. By creating an account or using the Service, you agree to them.
  </p>
);

export const termsSections: LegalSection[] = [
  {
    id: 'the-service',
    title: 'The Service',
    body: (
      <p>
        Steady is a journaling and recovery-support tool for people in addiction and mental-health treatment and for the coaches and therapists who support
        them. It places a daily check-in call at the time you choose, turns the conversation into a journal entry, lets you write entries yourself, and produces
        automated insights such as mood trends, weekly analyses and monthly reports.
      </p>
    ),
  },
  {
    id: 'not-treatment',
    title: 'Steady does not replace professional treatment',
    body: (
      <>
        <p>
          Steady supports your treatment; it does not replace it. Steady does not provide medical, psychological or psychiatric advice, diagnosis or treatment,
          and automated insights are not clinical assessments. Always follow the advice of your treatment team, and never delay seeking care because of
          something you read in Steady.
        </p>
        <p>
          <strong>Steady is not an emergency service</strong> and is not monitored in real time. If you are in crisis or thinking about suicide, contact{' '}
          <CrisisLine />, or call 911.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility and your account',
    body: (
      <p>
        You must be 18 or older to use Steady. You agree to give accurate information, to keep your password private, and to tell us promptly if you think
        someone else has used your account. You are responsible for activity under your account.
      </p>
    ),
  },
  {
    id: 'calls',
    title: 'Daily check-in calls',
    body: (
      <p>
        By turning on daily calls, you agree that Steady may call the phone number on your account at the time and in the time zone you choose. You can change
        the time or turn the calls off at any time in Settings. Voice recordings are deleted after transcription unless you choose to keep them. Normal carrier
        charges may apply.
      </p>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    body: (
      <p>
        Your journal entries, call transcripts and other content remain yours. You give Steady permission to store, process and display them only as needed to
        provide the Service to you and to the people you choose to share them with, as described in our{' '}
        <Link className={link} to="/privacy-policy">
          Privacy Policy
        </Link>
        . We never sell your data.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing with your care team',
    body: (
      <p>
        You decide who joins your support circle and what each person may see. Coaches and therapists who use Steady agree to use what you share only to support
        your care and to keep it confidential, as their professional obligations and the law require. You can withdraw a permission at any time.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>use the Service for anything unlawful, or to harass, threaten or harm anyone;</li>
          <li>access another person's account or information without their permission;</li>
          <li>interfere with the Service, probe it for weaknesses without our written permission, or overload it;</li>
          <li>copy, resell or reverse-engineer the Service.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'fees',
    title: 'Free trial, plans and payments',
    body: (
      <p>
        You can start a free trial without a credit card. Paid plans and marketplace purchases are described, with their prices, before you buy. Payments are
        processed by our payment provider; we do not store your full card number. Unless the law or the offer says otherwise, fees already paid are not
        refundable, but you can cancel a subscription at any time to stop future charges.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Ending your account',
    body: (
      <p>
        You can stop using Steady at any time and ask for your account to be deleted through the{' '}
        <Link className={link} to="/support">
          Support Center
        </Link>{' '}
        or by writing to <SupportEmail email={SUPPORT.email} />; your data is removed within {SUPPORT.dataRemovalDays} days. We may suspend or close an account
        that breaks these terms or puts others at risk; where it is safe to do so, we will tell you first and give you a chance to get a copy of your journal.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <p>
        We work hard to keep Steady available and accurate, but the Service is provided &quot;as is&quot; and &quot;as available&quot;. Calls can fail,
        transcripts can contain mistakes, and automated insights can be wrong. To the extent the law allows, we disclaim implied warranties such as
        merchantability and fitness for a particular purpose.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        To the extent the law allows, Steady is not liable for indirect, incidental, special or consequential damages, and our total liability for any claim
        relating to the Service is limited to the amount you paid us in the 12 months before the claim arose. Nothing in these terms limits liability that
        cannot be limited by law.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. We will change the date at the top of this page and, for material changes, tell you in the app or by text message before they
        take effect. If you keep using Steady after that, the updated terms apply.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these terms? Write to <SupportEmail email={SUPPORT.email} /> or use the{' '}
        <Link className={link} to="/support">
          Support Center
        </Link>
        . Phone support: {SUPPORT.hours}. We reply within {SUPPORT.replyWithinHours} hours.
      </p>
    ),
  },
];
