import { Link } from 'react-router-dom';
import { LayoutDashboard, RefreshCw, ShieldOff } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { AdminScreen } from '@/features/admin/components/admin-screen';
import { useUser } from '@/features/users/api/get-user';
import { useAuthUserId } from '@/lib/auth-guard';

/** `/admin`: for admins only; anyone else sees that access is required, and nothing is requested. */
export default function AdminRoute() {
  const userId = useAuthUserId();
  const user = useUser(userId);
  if (user.isPending) {
    return (
      <div role="status" aria-label="Loading admin" className="grid gap-4">
        <Skeleton className="h-9 w-40" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (user.isError) {
    return (
      <div className="grid gap-6">
        <PageHeader title="Admin" />
        <Card role="alert" className="grid justify-items-start gap-3 p-6">
          <p>We couldn't load your profile right now.</p>
          <Button variant="outline" onClick={() => void user.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </Card>
      </div>
    );
  }
  if (user.data.role !== 'admin') {
    return (
      <div className="grid gap-6">
        <PageHeader title="Admin" />
        <Card className="flex flex-col items-center gap-3 p-10 text-center" data-testid="admin-forbidden">
          <ShieldOff className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">Admin Access Required</h2>
          <p className="max-w-md text-muted-foreground">This page is for administrators of your clinic.</p>
          <Button asChild variant="outline">
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden="true" />
              Go to Dashboard
            </Link>
          </Button>
        </Card>
      </div>
    );
  }
  return <AdminScreen adminId={userId} />;
}
