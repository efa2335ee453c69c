import { Link } from 'react-router-dom';
import { SUPPORT } from '@steady/shared/constants';
import { CrisisLine, SupportEmail, type LegalSection } from '../components/legal-document';

export const PRIVACY_LAST_UPDATED = 'June 5, 2025';

export const privacyIntro = (
  <>
    <p>
      Steady helps people in addiction and mental-health treatment keep a daily journal, mostly by talking: we call you at a time you choose, and the
      conversation becomes a journal entry. What you tell Steady is personal health information. This policy explains, in plain language, what we collect, why,
      who can see it, how we protect it, and how you can have it deleted.
    </p>
    <p>
      Steady supports your treatment; it does not replace professional treatment. If you are in crisis, contact <CrisisLine /> or call 911.
    </p>
  </>
);

export const privacySections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are and what this policy covers',
    body: (
      <>
        <p>
          This policy covers the Steady website and web application, the daily check-in calls we place, and the Support Center. When Steady is provided to you
          through a treatment program (for example a PHP, IOP or OP program), that program may also be bound by the Health Insurance Portability and
          Accountability Act (HIPAA) and its own notice of privacy practices; we handle your information as their business associate under a written agreement,
          and this policy describes how we do that.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <ul>
          <li>
            <strong>Account information:</strong> your name, phone number, password (stored only as a secure hash by our identity provider), time zone and
            preferred call time.
          </li>
          <li>
            <strong>Journal content:</strong> entries you write, transcripts of your check-in calls, and the mood scores, themes and summaries produced from
            them.
          </li>
          <li>
            <strong>Voice recordings:</strong> the audio of your check-in calls, kept only as long as described in section 4.
          </li>
          <li>
            <strong>Settings and activity:</strong> your preferences, streaks and achievements, and who you have invited into your support circle.
          </li>
          <li>
            <strong>Support requests:</strong> the name, email address and message you send us through the Support Center.
          </li>
          <li>
            <strong>Technical information:</strong> limited logs needed to run and secure the service (for example the time of a request and whether it
            succeeded). Our logs are designed never to contain your journal text, your name or your phone number.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How we use your information',
    body: (
      <>
        <p>We use your information only to provide and improve Steady for you:</p>
        <ul>
          <li>to place your daily check-in call at the time you chose and turn it into a journal entry;</li>
          <li>to show your entries, streaks, mood trends and achievements;</li>
          <li>to produce your weekly analyses, monthly reports and writing prompts;</li>
          <li>to share entries with the care team members you choose, and only as you allow;</li>
          <li>to answer your support requests and keep the service secure.</li>
        </ul>
        <p>We do not use your journal for advertising, and we do not build marketing profiles from it.</p>
      </>
    ),
  },
  {
    id: 'voice-recordings',
    title: 'Voice recordings',
    body: (
      <p>
        The audio of a check-in call is used to create the transcript of your journal entry. Voice recordings are deleted after transcription unless you choose
        to keep them, which you can do in Settings. If you keep them, you can change that choice at any time, and recordings are deleted with your account.
      </p>
    ),
  },
  {
    id: 'ai-processing',
    title: 'AI analysis',
    body: (
      <p>
        Steady uses automated analysis to estimate the mood of an entry, find its themes and write your weekly and monthly summaries. These are aids for
        reflection, not clinical assessments or diagnoses. When an outside AI provider does this work, it processes your content under a contract that forbids
        it from keeping your content or using it to train its models.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'When we share information',
    body: (
      <>
        <p>
          <strong>We never sell your data.</strong> We share it only:
        </p>
        <ul>
          <li>
            with the coaches, therapists, family members and friends you invite into your support circle, limited to the permissions you give each of them;
          </li>
          <li>
            with service providers that run parts of Steady for us (hosting, telephone calls, transcription, AI analysis, payments), under contracts, including
            business associate agreements where HIPAA requires them, that limit their use to providing Steady;
          </li>
          <li>when the law requires it, for example a valid court order, and then only what is required;</li>
          <li>in an emergency, if we believe in good faith that disclosure is necessary to prevent serious harm to you or someone else.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect your information',
    body: (
      <>
        <p>We protect your information with administrative, physical and technical safeguards designed to meet the HIPAA Security Rule:</p>
        <ul>
          <li>
            <strong>Encryption in transit:</strong> every connection to Steady uses TLS (HTTPS).
          </li>
          <li>
            <strong>Encryption at rest:</strong> your account, journal and any kept recordings are stored encrypted with managed encryption keys.
          </li>
          <li>
            <strong>Access controls:</strong> every request is checked against who is asking; your journal is readable only by you and by the people you have
            given permission to. Staff access to production systems is limited to the few people who need it to run the service.
          </li>
          <li>
            <strong>Audit of care-team access:</strong> we keep a record of access to your journal by members of your care team.
          </li>
          <li>
            <strong>Backups and monitoring:</strong> data is backed up with point-in-time recovery, and the service is monitored for misuse.
          </li>
        </ul>
        <p>
          No system is perfectly secure. If we learn of a breach that affects your information, we will notify you and, where applicable, your treatment program
          and the authorities, as the law requires.
        </p>
      </>
    ),
  },
  {
    id: 'retention-and-deletion',
    title: 'Keeping and deleting your information',
    body: (
      <p>
        We keep your information while your account is open. You can ask for your account to be deleted at any time through the{' '}
        <Link to="/support" className="text-primary underline underline-offset-4">
          Support Center
        </Link>{' '}
        or by email to <SupportEmail email={SUPPORT.email} />. Your data is removed within {SUPPORT.dataRemovalDays} days of the request, except where the law
        requires us to keep a record (for example of payments), which we then keep only as long as required.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    body: (
      <ul>
        <li>See and correct your information: most of it is visible and editable in the app.</li>
        <li>Get a copy of your journal, or have your account deleted, by writing to support.</li>
        <li>Choose who can see your entries, and withdraw a permission at any time.</li>
        <li>Turn off the daily call, or change its time, in Settings.</li>
        <li>If Steady is provided through your treatment program, you also have the rights described in that program's notice of privacy practices.</li>
      </ul>
    ),
  },
  {
    id: 'age',
    title: 'Age',
    body: <p>Steady is intended for adults 18 and older. We do not knowingly collect information from children under 13.</p>,
  },
  {
    id: 'crisis',
    title: 'Safety and crisis situations',
    body: (
      <p>
        Steady is not monitored in real time and is not an emergency service. Your care team may not see what you write right away. If you are thinking about
        suicide or are in crisis, contact <CrisisLine /> at any time, or call 911.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change this policy, we will update the date at the top of this page. If a change materially affects how we use your information, we will tell you
        in the app or by text message before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about privacy? Write to <SupportEmail email={SUPPORT.email} /> or use the{' '}
        <Link to="/support" className="text-primary underline underline-offset-4">
          Support Center
        </Link>
        . Phone support: {SUPPORT.hours}. We reply within {SUPPORT.replyWithinHours} hours.
      </p>
    ),
  },
];
