/**
 * The credentials of a deployed Lambda. The Lambda runtime puts the function role's temporary
 * credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN), so
 * the AWS SDK's default provider chain (shared config files, SSO, web identity, process, container
 * and instance metadata, with the STS and SSO clients they carry: about 100 KB of every bundle,
 * parsed at each cold start) is never reached there. Lambda bundles alias
 * `@aws-sdk/credential-provider-node` to this module (infra/lib/bundling.ts, LAMBDA_ALIASES); local
 * mode and the tests keep the SDK's own chain.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';

type FromEnvInit = Parameters<typeof fromEnv>[0];

/** The SDK's `defaultProvider`, reduced to the environment. */
export const defaultProvider = (init?: FromEnvInit) => fromEnv(init);
