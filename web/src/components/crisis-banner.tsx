import { LifeBuoy, MessageSquare, Phone } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * The 988 Suicide & Crisis Lifeline, one tap away wherever crisis language was detected (UI.md,
 * "Crisis"): a distinct, calm banner — never a toast — with "Call 988" and "Text 988".
 */
export function CrisisBanner({
  className,
  compact = false,
  headingAs: Heading = 'h2',
}: {
  className?: string;
  compact?: boolean;
  headingAs?: 'h2' | 'h3' | 'h4';
}) {
  return (
    <section
      role="region"
      aria-label="Crisis support"
      className={cn('rounded-lg border-2 border-primary/60 bg-primary/10 p-4 text-foreground', compact ? 'sm:p-4' : 'sm:p-5', className)}
    >
      <div className="flex items-start gap-3">
        <LifeBuoy aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
        <div className="grid gap-2">
          <Heading className="text-base font-semibold leading-tight">You don’t have to go through this alone</Heading>
          <p className="text-sm">
            If you are thinking about suicide or about hurting yourself, or you feel unsafe, the 988 Suicide &amp; Crisis Lifeline is free, confidential and
            open 24 hours a day. If you are in immediate danger, call 911.
          </p>
          <div className="flex flex-wrap gap-2 pt-1">
            <a
              href="tel:988"
              className="inline-flex min-h-10 items-center gap-2 rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
            >
              <Phone aria-hidden="true" className="size-4" />
              Call 988
            </a>
            <a
              href="sms:988"
              className="inline-flex min-h-10 items-center gap-2 rounded-md border border-primary/70 px-4 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
            >
              <MessageSquare aria-hidden="true" className="size-4" />
              Text 988
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
