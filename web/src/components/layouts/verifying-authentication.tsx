import { ShieldCheck } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';

/** What a guarded route shows while the session is checked, and while the signed-in app's code loads. */
export function VerifyingAuthentication() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-muted-foreground">
      <ShieldCheck className="size-8 text-primary" aria-hidden="true" />
      <p className="flex items-center gap-2 text-base">
        <Spinner />
        Verifying authentication...
      </p>
    </div>
  );
}
