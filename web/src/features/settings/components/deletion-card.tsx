import { useState } from 'react';
import { DATA_REMOVAL_DAYS, SUPPORT } from '@steady/shared';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatInZone } from '@/lib/dates';
import { useDeletionRequest, useRequestDeletion } from '@/lib/planning';

const DATE = 'MMMM d, yyyy';

/** 'Delete my account' (by request, data removed within 30 days), with a confirmation dialog. */
export function DeletionCard({ userId, timeZone }: { userId: string; timeZone?: string | undefined }) {
  const request = useDeletionRequest(userId);
  const requestDeletion = useRequestDeletion(userId);
  const [open, setOpen] = useState(false);

  const confirm = async () => {
    try {
      const r = await requestDeletion.mutateAsync();
      toast({
        title: 'Deletion Requested',
        description: `Your data will be removed by ${formatInZone(r.removeBy, DATE, timeZone)}.`,
        variant: 'success',
      });
      setOpen(false);
    } catch (error) {
      toast({ title: 'Request Failed', description: errorMessage(error, 'Please try again or contact support.'), variant: 'destructive' });
    }
  };

  return (
    <Card asChild>
      <section aria-labelledby="delete-account-title">
        <CardHeader>
          <div className="grid gap-1">
            <CardTitle id="delete-account-title">
              <Trash2 aria-hidden="true" className="text-destructive" />
              Delete My Account
            </CardTitle>
            <CardDescription>
              When you ask us to delete your account, your journal, call recordings, transcripts and settings are removed within {DATA_REMOVAL_DAYS} days.
              Questions? Contact {SUPPORT.email}.
            </CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          {request.isPending ? (
            <Skeleton className="h-10 w-48" />
          ) : request.data ? (
            <p role="status" className="rounded-md border border-destructive/50 p-3" data-testid="deletion-status">
              Deletion requested on {formatInZone(request.data.requestedAt, DATE, timeZone)}. Your data will be removed by{' '}
              {formatInZone(request.data.removeBy, DATE, timeZone)}.
            </p>
          ) : (
            <Button variant="destructive" onClick={() => setOpen(true)} disabled={request.isError}>
              Delete my account
            </Button>
          )}
        </CardContent>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>
                We will record your request now and remove your data within {DATA_REMOVAL_DAYS} days. Until then you can keep using Steady; contact support if
                you change your mind.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)} disabled={requestDeletion.isPending}>
                Cancel
              </Button>
              <Button variant="destructive" onClick={() => void confirm()} disabled={requestDeletion.isPending}>
                {requestDeletion.isPending ? <Spinner /> : null}
                {requestDeletion.isPending ? 'Requesting...' : 'Request Deletion'}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </section>
    </Card>
  );
}
