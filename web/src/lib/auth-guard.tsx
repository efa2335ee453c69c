import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { VerifyingAuthentication } from '@/components/layouts/verifying-authentication';
import { getSessionUserId } from './auth';
import { onSessionEnded } from './cognito';
import { clearCurrentUserId, readCurrentUserId } from './storage';

/**
 * The route guard: a guarded route needs a stored `currentUserId` AND a valid Cognito
 * session whose `sub` is that id. While checking it shows 'Verifying authentication...'; otherwise
 * it redirects to /login. A storage error is logged and redirects.
 */
type GuardState = { status: 'checking' } | { status: 'allowed'; userId: string } | { status: 'denied' };

const AuthUserContext = createContext<string | null>(null);

/** The signed-in user's id inside guarded routes. */
export function useAuthUserId(): string {
  const id = useContext(AuthUserContext);
  if (!id) throw new Error('useAuthUserId must be used inside RequireAuth');
  return id;
}

async function verify(): Promise<GuardState> {
  let stored: string | null;
  try {
    stored = readCurrentUserId();
  } catch (error) {
    console.error('Could not read the stored user id', error);
    return { status: 'denied' };
  }
  if (!stored) return { status: 'denied' };
  try {
    const sub = await getSessionUserId();
    if (sub && sub === stored) return { status: 'allowed', userId: stored };
  } catch (error) {
    console.error('Could not verify the session', error);
  }
  // A stored id without a matching session is stale: forget it so the landing page offers Login.
  clearCurrentUserId();
  return { status: 'denied' };
}

/** For a page that works signed in or out (an invite link): the session, checked as the guard checks it. */
export function useOptionalSession(): GuardState {
  const [state, setState] = useState<GuardState>({ status: 'checking' });
  useEffect(() => {
    let live = true;
    void verify().then((s) => {
      if (live) setState(s);
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** `signedOut`: shown instead of the redirect to /login (a screen that explains why to sign in, e.g. an invite link). */
export function RequireAuth({ children, signedOut }: { children: ReactNode; signedOut?: ReactNode }) {
  const [state, setState] = useState<GuardState>({ status: 'checking' });

  useEffect(() => {
    let live = true;
    void verify().then((s) => {
      // The signed-in screen is the largest render of a visit: as a transition it yields to the
      // browser every few milliseconds (docs/performance.md, "Lighthouse").
      if (live) startTransition(() => setState(s));
    });
    return () => {
      live = false;
    };
  }, []);

  // A session that cannot be refreshed any more ends the visit.
  useEffect(
    () =>
      onSessionEnded(() => {
        clearCurrentUserId();
        setState({ status: 'denied' });
      }),
    [],
  );

  if (state.status === 'checking') return <VerifyingAuthentication />;
  if (state.status === 'denied') return signedOut ?? <Navigate to="/login" replace />;
  return <AuthUserContext.Provider value={state.userId}>{children}</AuthUserContext.Provider>;
}

/** For tests and stories: provide a user id without the guard. */
export function AuthUserProvider({ userId, children }: { userId: string; children: ReactNode }) {
  return <AuthUserContext.Provider value={userId}>{children}</AuthUserContext.Provider>;
}
