import { RefreshCw } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSettings } from '@/lib/settings';
import { SettingsForm } from '@/features/settings/components/settings-form';
import { useAuthUserId } from '@/lib/auth-guard';

/** Settings: the page header, then the settings form (skeletons while loading, Try again on an error). */
export default function SettingsRoute() {
  const userId = useAuthUserId();
  const settings = useSettings(userId);
  return (
    <div className="grid gap-6">
      <PageHeader title="Settings" description="Your daily call, writing, personal development and privacy preferences." />
      {settings.isPending ? (
        <div role="status" aria-label="Loading settings" className="grid gap-4">
          {Array.from({ length: 3 }, (_, i) => (
            <Card key={i} className="grid gap-3 p-6">
              <Skeleton className="h-6 w-1/3" />
              <Skeleton className="h-10 w-full" />
            </Card>
          ))}
        </div>
      ) : settings.isError ? (
        <Card role="alert" className="grid justify-items-start gap-3 p-6">
          <p>We couldn't load your settings right now.</p>
          <Button variant="outline" onClick={() => void settings.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </Card>
      ) : (
        <SettingsForm userId={userId} initial={settings.data} />
      )}
    </div>
  );
}
