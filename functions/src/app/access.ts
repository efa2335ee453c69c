import type { AccessRules } from '../platform/runtime.js';
import { hasCarePermission } from '../care-team/service.js';
import { journalEntryOwnership } from '../journal/owner.js';
import { formAssignmentOwnership, formFieldOwnership, formOwnership } from '../forms/owner.js';

/**
 * The domains' lookups the route policies need (platform/policy.ts), registered here so platform
 * names no domain (docs/architecture.md, "Composition root"). Each domain defines its own ownership
 * check; a new `owner:<resource>` policy of the manifest is one line here.
 */
export const ACCESS: AccessRules = {
  owners: {
    journalEntry: journalEntryOwnership,
    form: formOwnership,
    formField: formFieldOwnership,
    formAssignment: formAssignmentOwnership,
  },
  carePermission: hasCarePermission,
};
