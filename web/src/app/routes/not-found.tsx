import { Link } from 'react-router-dom';
import { Compass, Home } from 'lucide-react';
import { useDocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';

/** Any path that is not a route. */
export default function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <Compass className="size-12 text-primary" aria-hidden="true" />
      <h1 className="text-3xl font-semibold tracking-tight">404 Page Not Found</h1>
      <p className="max-w-md text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link to="/">
          <Home aria-hidden="true" />
          Go Home
        </Link>
      </Button>
    </main>
  );
}
