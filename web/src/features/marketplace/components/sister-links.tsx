import { ExternalLink } from 'lucide-react';
import { SISTER_PLATFORMS, type SisterPlatform } from '@steady/shared';

/** The links out to sister platforms (configured in shared/src/catalog.ts); nothing when none are configured. */
export function SisterLinks({ platforms = SISTER_PLATFORMS }: { platforms?: readonly SisterPlatform[] }) {
  const links = platforms.filter((p) => p.url.startsWith('https://'));
  if (!links.length) return null;
  return (
    <nav aria-label="Sister platforms" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {links.map((p) => (
        <a
          key={p.url}
          href={p.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${p.name}: ${p.description} (opens in a new tab, leaving Steady)`}
          className="inline-flex items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {p.name}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      ))}
    </nav>
  );
}
