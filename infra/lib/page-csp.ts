import { createHash } from 'node:crypto';
import { PAGE_BOOT_SCRIPT } from '@steady/shared/prerendered-pages';

/**
 * The CSP source that allows the prerendered pages' one inline script (shared/src/prerendered-pages.ts)
 * by its SHA-256 hash, and no other inline script: `script-src 'self' <this>`, in CloudFront's
 * response headers (constructs/site.ts) and the local gateway's (local/respond.ts) alike.
 */
export const PAGE_BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(PAGE_BOOT_SCRIPT, 'utf8').digest('base64')}'`;
