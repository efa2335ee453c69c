import { LegalDocument } from '@/features/legal/components/legal-document';
import { termsOfUseEffectiveDate, termsOfUseIntro, termsOfUseSections } from '@/features/legal/content/terms-of-use';

export default function TermsOfUseRoute() {
  return <LegalDocument title="Terms of Use" dateLine={`Effective date: ${termsOfUseEffectiveDate()}`} intro={termsOfUseIntro} sections={termsOfUseSections} />;
}
