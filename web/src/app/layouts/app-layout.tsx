import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Menu } from 'lucide-react';
import { Brand } from '@/components/brand';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogTitle, DialogTrigger, SheetContent } from '@/components/ui/dialog';
import { useLiveUpdates } from '@/lib/live-updates';
import { UrgentAlertsBanner } from '@/features/crisis-alerts/components/urgent-alerts-banner';
import { useUser } from '@/features/users/api/get-user';
import { useAuthUserId } from '@/lib/auth-guard';
import { PageFallback } from '@/components/layouts/page-fallback';
import { SideNav } from './side-nav';
import { SkipLink } from '@/components/layouts/skip-link';

/**
 * The app shell: side navigation on screens of 1024 px and wider, a drawer below that which closes on
 * route change; a header with the menu button; the page in <main>. Holds the live channel open.
 */
export function AppLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const userId = useAuthUserId();
  // The live channel (/ws), once for the whole signed-in session.
  useLiveUpdates(userId);
  const role = useUser(userId).data?.role;

  useEffect(() => {
    setDrawerOpen(false);
    window.scrollTo?.(0, 0);
  }, [pathname]);

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] print:block">
      <SkipLink />
      <aside className="hidden border-r bg-card lg:block print:hidden">
        <div className="sticky top-0 h-dvh overflow-y-auto">
          <SideNav />
        </div>
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b bg-background/95 px-4 backdrop-blur sm:px-6 lg:px-8 print:hidden">
          <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
            <DialogTrigger asChild>
              <Button variant="ghost" size="icon" className="-ml-2 lg:hidden" aria-label="Open navigation menu">
                <Menu aria-hidden="true" className="size-6" />
              </Button>
            </DialogTrigger>
            <SheetContent>
              <DialogTitle className="sr-only">Navigation menu</DialogTitle>
              <DialogDescription className="sr-only">Move between the parts of Steady, or log out.</DialogDescription>
              <SideNav />
            </SheetContent>
          </Dialog>
          <Brand to="/dashboard" className="lg:hidden" />
          <div className="ml-auto flex items-center gap-1">
            <ThemeToggle />
          </div>
        </header>
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8">
          {/* Coaches and therapists: an urgent crisis alert stays in view until acknowledged. */}
          {pathname !== '/crisis-alerts' ? <UrgentAlertsBanner userId={userId} role={role} /> : null}
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
