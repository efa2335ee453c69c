import { useNavigate } from 'react-router-dom';
import { PhoneCall } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useStartCall } from '../api/start-call';

/**
 * 'Start Check-in Now' (spec sections 2, 4, 8): idle → 'Calling...' (disabled) → 'Call Initiated'
 * toast, or 'Call Failed' with the server's message.
 */
export function StartCheckinButton({ userId, size = 'sm' }: { userId: string; size?: 'sm' | 'default' }) {
  const call = useStartCall(userId);
  const navigate = useNavigate();
  const onClick = () =>
    call.mutate(undefined, {
      onSuccess: () => toast({ title: 'Call Initiated', description: 'Your daily check-in call is being placed now.', variant: 'success' }),
      onError: (error) => {
        toast({ title: 'Call Failed', description: errorMessage(error, 'The call could not be placed.'), variant: 'destructive' });
        // 403: no consent to calls yet; the consent step is where to give it (docs/architecture.md,
        // "First-run onboarding and consent").
        if (error instanceof ApiError && error.status === 403) navigate('/welcome?step=consent');
      },
    });
  return (
    <Button size={size} onClick={onClick} disabled={call.isPending} aria-busy={call.isPending || undefined}>
      {call.isPending ? <Spinner /> : <PhoneCall aria-hidden="true" />}
      {call.isPending ? 'Calling...' : 'Start Check-in Now'}
    </Button>
  );
}
