import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Menu } from 'lucide-react';
import { Brand } from '@/components/brand';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { UrgentAlertsBanner } from '@/features/crisis-alerts/components/urgent-alerts-banner';
import { useUser } from '@/features/users/api/get-user';
import { useAuthUserId } from '@/lib/auth-guard';
import { PageFallback } from '@/components/layouts/page-fallback';
import { SideNav } from './side-nav';
import { SkipLink } from '@/components/layouts/skip-link';

const loadNavDrawer = () => import('./nav-drawer');
const NavDrawer = lazy(loadNavDrawer);
const LiveChannel = lazy(() => import('./live-channel'));

/**
 * The app shell: side navigation on screens of 1024 px and wider, a drawer below that which closes on
 * route change; a header with the menu button; the page in <main>. Holds the live channel open.
 */
export function AppLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code loads on first use (nav-drawer.tsx); once loaded it stays mounted.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const userId = useAuthUserId();
  const role = useUser(userId).data?.role;

  useEffect(() => {
    setDrawerOpen(false);
    window.scrollTo?.(0, 0);
  }, [pathname]);

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] print:block">
      <SkipLink />
      {/* The live channel (/ws), once for the whole signed-in session. */}
      <Suspense fallback={null}>
        <LiveChannel userId={userId} />
      </Suspense>
      <aside className="hidden border-r bg-card lg:block print:hidden">
        <div className="sticky top-0 h-dvh overflow-y-auto">
          <SideNav />
        </div>
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b bg-background/95 px-4 backdrop-blur sm:px-6 lg:px-8 print:hidden">
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="-ml-2 lg:hidden"
            aria-label="Open navigation menu"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            aria-controls={drawerOpen ? 'nav-drawer' : undefined}
            onPointerEnter={() => void loadNavDrawer()}
            onFocus={() => void loadNavDrawer()}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          >
            <Menu aria-hidden="true" className="size-6" />
          </Button>
          {drawerUsed ? (
            <Suspense fallback={null}>
              <NavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} menuButton={menuButton} />
            </Suspense>
          ) : null}
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
