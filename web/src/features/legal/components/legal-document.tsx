import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Printer } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';

export interface LegalSection {
  /** Anchor id of the section (the table of contents links to `#id`). */
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** 'Last updated June 5, 2025' or 'Effective date: …'. */
  dateLine: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/**
 * A legal page: one h1, a dated line, a table of contents of anchor links, and numbered h2 sections
 * (h3 inside them), so a screen reader's heading list is the outline. Prints cleanly: the site
 * header, footer and the print button are hidden on paper.
 */
export function LegalDocument({ title, dateLine, intro, sections }: LegalDocumentProps) {
  return (
    <article className="legal mx-auto grid w-full max-w-3xl gap-8 px-4 py-10 sm:px-6 sm:py-14 print:max-w-none print:p-0">
      <header className="grid gap-3">
        <PageHeader
          title={title}
          actions={
            <Button variant="outline" size="sm" className="print:hidden" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print
            </Button>
          }
        />
        <p className="text-sm font-medium text-muted-foreground">{dateLine}</p>
        <div className="grid gap-3 leading-relaxed">{intro}</div>
      </header>
      <nav aria-labelledby="toc-title" className="rounded-lg border bg-card p-4 sm:p-6 print:border-0 print:p-0">
        <h2 id="toc-title" className="mb-3 text-base font-semibold">
          Contents
        </h2>
        <ol className="grid gap-1.5 sm:grid-cols-2 sm:gap-x-6">
          {sections.map((s, i) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-primary underline-offset-4 hover:underline focus-visible:underline">
                {i + 1}. {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section
          key={s.id}
          id={s.id}
          aria-labelledby={`${s.id}-title`}
          className="grid scroll-mt-24 gap-3 leading-relaxed [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1.5 [&_ul]:pl-6 [&_h3]:mt-2 [&_h3]:font-semibold"
        >
          <h2 id={`${s.id}-title`} className="text-xl font-semibold tracking-tight">
            {i + 1}. {s.title}
          </h2>
          {s.body}
        </section>
      ))}
      <p className="border-t pt-6 text-sm text-muted-foreground print:hidden">
        See also:{' '}
        <Link className="text-primary underline underline-offset-4" to="/privacy-policy">
          Privacy Policy
        </Link>
        ,{' '}
        <Link className="text-primary underline underline-offset-4" to="/terms-of-service">
          Terms of Service
        </Link>
        ,{' '}
        <Link className="text-primary underline underline-offset-4" to="/terms-of-use">
          Terms of Use
        </Link>{' '}
        and the{' '}
        <Link className="text-primary underline underline-offset-4" to="/support">
          Support Center
        </Link>
        .
      </p>
    </article>
  );
}

/** The crisis line, as a callable link. */
export function CrisisLine() {
  return (
    <>
      the <strong>988 Suicide &amp; Crisis Lifeline</strong> (call or text{' '}
      <a href="tel:988" className="font-semibold text-primary underline underline-offset-4">
        988
      </a>{' '}
      in the United States)
    </>
  );
}

export function SupportEmail({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="text-primary underline underline-offset-4">
      {email}
    </a>
  );
}
