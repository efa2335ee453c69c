import type { ConsentKind } from '@steady/shared';
import type { EntityItem } from 'electrodb';
import type { UserEntity } from './store.js';

type StoredConsents = EntityItem<typeof UserEntity>['consents'];

/**
 * Whether the person consented to `kind` (any version of its text: each version is kept for the
 * record). The call and text-message paths ask this of the user record they read anyway
 * (docs/architecture.md, "First-run onboarding and consent").
 */
export function hasConsent(user: { consents?: StoredConsents } | null | undefined, kind: ConsentKind): boolean {
  return Boolean(user?.consents?.[kind]?.acceptedAt);
}
