import { Link } from 'react-router-dom';
import { cn } from '@/lib/utils';

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M6 18h5l3-8 4 13 3-7h5" fill="none" className="stroke-primary-foreground" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The Steady wordmark, linking home. */
export function Brand({ to = '/', className }: { to?: string; className?: string }) {
  return (
    <Link to={to} className={cn('inline-flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight', className)} aria-label="Steady home">
      <BrandMark />
      <span>Steady</span>
    </Link>
  );
}
