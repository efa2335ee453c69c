import { DOMAINS, type Domain } from '@steady/shared';

/** A domain's folder under functions/src: the domain name in kebab case (`aiCoach` → `ai-coach`). */
export const domainDir = (domain: Domain): string => domain.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Every domain's HTTP handler file, by domain, derived from the manifest's one list (`DOMAINS`):
 * CDK bundles one Lambda each and the local gateway mounts the same handlers.
 */
export const DOMAIN_ENTRIES = Object.fromEntries(DOMAINS.map((d) => [d, `${domainDir(d)}/handler.ts`])) as Record<Domain, string>;
