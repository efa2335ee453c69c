import { LegalDocument } from '@/features/legal/components/legal-document';
import { TERMS_LAST_UPDATED, termsIntro, termsSections } from '@/features/legal/content/terms-of-service';

export default function TermsOfServiceRoute() {
  return <LegalDocument title="Terms of Service" dateLine={`Last updated ${TERMS_LAST_UPDATED}`} intro={termsIntro} sections={termsSections} />;
}
