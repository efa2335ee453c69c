import { DOMAINS, ROUTE_SLICES, type Domain } from '@steady/shared';
import { DOMAIN_ENTRIES } from '@steady/functions/handlers';
import { httpHandler, type DomainRoutes } from '@steady/functions/platform/http';
import type { Runtime } from '@steady/functions/platform/runtime';
import type { DomainHandler } from './gateway.js';

/**
 * The same domain handlers the Lambdas export, bound to the local runtime: one per domain of the
 * manifest's list (`DOMAINS`), imported from the file its Lambda is built from (`DOMAIN_ENTRIES`).
 */
export async function localHandlers(runtime: Runtime): Promise<Record<Domain, DomainHandler>> {
  const rt = () => runtime;
  const entries = await Promise.all(
    DOMAINS.map(async (domain) => {
      const mod = (await import(`@steady/functions/${DOMAIN_ENTRIES[domain].replace(/\.ts$/, '')}`)) as { routes: DomainRoutes<typeof domain> };
      return [domain, httpHandler(ROUTE_SLICES[domain], mod.routes, rt) as DomainHandler] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Domain, DomainHandler>;
}
