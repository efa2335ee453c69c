import { useEffect, useId, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { CIRCLE } from '@steady/shared/domain/circle';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

/**
 * An invite link with Copy: "Copied" for 2 seconds, announced to screen readers;
 * a failed copy says so and leaves the link selectable in its field.
 */
export function CopyLink({ link, label }: { link: string; label: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), CIRCLE.copiedMs);
    } catch {
      toast({ title: 'Failed to copy link to clipboard.', variant: 'destructive' });
    }
  };
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        className="h-9 min-w-0 flex-1 rounded-md border border-input bg-muted px-2 font-mono text-xs text-foreground"
        data-testid="invite-link"
      />
      <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? 'Copied' : 'Copy'}
      </Button>
      <span role="status" aria-live="polite" className="sr-only">
        {copied ? 'Link copied' : ''}
      </span>
    </div>
  );
}
