import { Amplify } from 'aws-amplify';
import { loadedRuntimeConfig, type RuntimeConfig } from './runtime-config';

/*
 * Amplify (Cognito sign-in and sessions) is configured on first use rather than at start: only the
 * modules that sign in or read the session import this one, and they load with the sign-in screens
 * and the signed-in app, so the landing and legal pages never download it (docs/performance.md).
 */

let configured = false;

export function configureAmplify(config: Pick<RuntimeConfig, 'userPoolId' | 'userPoolClientId' | 'cognitoEndpoint'>): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
      },
    },
  });
  configured = true;
}

/** Configures Amplify from /config.json once (the app has loaded it before any screen renders). */
export function ensureAmplify(): void {
  if (configured) return;
  const config = loadedRuntimeConfig();
  if (config) configureAmplify(config);
}

/** Tests only: the next ensureAmplify() configures again. */
export function forgetAmplify(): void {
  configured = false;
}
