import { Link } from 'react-router-dom';
import { Compass, LayoutDashboard } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DevPhone } from '@/features/calls/components/dev-phone';
import { useDevTools } from '@/lib/use-runtime-config';

/** /dev/phone: the phone simulator's handset in the browser. Local mode only; elsewhere it does not exist. */
export default function DevPhoneRoute() {
  const local = useDevTools();
  if (!local) {
    return (
      <div className="grid gap-6">
        <PageHeader title="404 Page Not Found" />
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <Compass className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="text-lg font-semibold">Not available</p>
          <p className="max-w-md text-muted-foreground">The dev phone exists only when Steady runs on your own computer (local mode).</p>
          <Button asChild variant="outline">
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
        </Card>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <PageHeader title="Dev Phone" description="Answer your check-in call here, by typing or by speaking. Local mode only." />
      <DevPhone />
    </div>
  );
}
