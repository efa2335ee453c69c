import { LegalDocument } from '@/features/legal/components/legal-document';
import { PRIVACY_LAST_UPDATED, privacyIntro, privacySections } from '@/features/legal/content/privacy-policy';

export default function PrivacyPolicyRoute() {
  return <LegalDocument title="Privacy Policy" dateLine={`Last updated ${PRIVACY_LAST_UPDATED}`} intro={privacyIntro} sections={privacySections} />;
}
