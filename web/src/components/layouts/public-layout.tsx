import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { LayoutDashboard } from 'lucide-react';
import { Brand } from '@/components/brand';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { useHydratedValue } from '@/lib/hydration';
import { peekCurrentUserId } from '@/lib/storage';
import { PageFallback } from './page-fallback';
import { SkipLink } from './skip-link';

function SignedInAction() {
  return (
    <Button asChild size="sm">
      <Link to="/dashboard">
        <LayoutDashboard aria-hidden="true" />
        Go to Dashboard
      </Link>
    </Button>
  );
}

function SignedOutActions() {
  return (
    <>
      <Button asChild variant="ghost" size="sm">
        <Link to="/login">Login</Link>
      </Button>
      <Button asChild size="sm">
        <Link to="/register">Sign Up</Link>
      </Button>
    </>
  );
}

/**
 * Header actions: Sign Up and Login, or Go to Dashboard when a current user id is stored. A
 * prerendered page (docs/architecture.md, "Prerendered public pages") comes with both, and its inline
 * script marks the page signed in before the first paint so the stylesheet shows only the right one
 * (index.css); once hydrated, the header holds only that one, as in a page the app renders itself.
 */
function HeaderActions() {
  const signedIn = useHydratedValue<boolean | null>(peekCurrentUserId() !== null, null);
  if (signedIn === null) {
    return (
      <>
        <span className="when-signed-out contents">
          <SignedOutActions />
        </span>
        <span className="when-signed-in contents">
          <SignedInAction />
        </span>
      </>
    );
  }
  return signedIn ? <SignedInAction /> : <SignedOutActions />;
}

/** The copyright year: the build's on a prerendered page until it is hydrated (the same markup), then this browser's. */
function CopyrightYear() {
  return <>{useHydratedValue(new Date().getFullYear(), __BUILD_YEAR__)}</>;
}

export function PublicFooter() {
  return (
    <footer className="border-t print:hidden">
      <div className="mx-auto grid w-full max-w-[1200px] gap-4 px-4 py-8 text-sm text-muted-foreground sm:px-6 md:flex md:items-center md:justify-between">
        <p>
          © <CopyrightYear /> Steady. Steady supports treatment; it does not replace professional care.
        </p>
        <nav aria-label="Legal and support">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <Link className="underline-offset-4 hover:text-foreground hover:underline" to="/privacy-policy">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className="underline-offset-4 hover:text-foreground hover:underline" to="/terms-of-service">
                Terms of Service
              </Link>
            </li>
            <li>
              <Link className="underline-offset-4 hover:text-foreground hover:underline" to="/support">
                Support
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t px-4 py-3 text-center text-sm text-muted-foreground">
        In crisis or thinking about suicide? Call or text{' '}
        <a href="tel:988" className="font-semibold text-foreground underline underline-offset-4">
          988
        </a>{' '}
        (Suicide &amp; Crisis Lifeline), any time.
      </p>
    </footer>
  );
}

/** Public pages: landing, legal pages, support. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur print:hidden">
        <div className="mx-auto flex h-16 w-full max-w-[1200px] items-center gap-2 px-4 sm:px-6">
          <Brand />
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <ThemeToggle />
            <HeaderActions />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense
          fallback={
            // A screen tall: while a page's code loads, the footer waits below the fold instead of
            // showing and then jumping down (a layout shift).
            <div className="mx-auto min-h-dvh max-w-[1200px] px-4 py-10">
              <PageFallback />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <PublicFooter />
    </div>
  );
}

/** Login and registration: a focused single column. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b">
        <div className="mx-auto flex h-16 w-full max-w-[1200px] items-center px-4 sm:px-6">
          <Brand />
          <div className="ml-auto">
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 items-start justify-center px-4 py-8 outline-none sm:py-12">
        <Suspense
          fallback={
            <div className="w-full max-w-md">
              <PageFallback />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
