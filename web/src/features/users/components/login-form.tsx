import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, LogIn } from 'lucide-react';
import { REDIRECT_AFTER_LOGIN_MS } from '@steady/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { signOutOfCognito } from '@/lib/auth';
import { handOverPrerenderedForm } from '@/lib/prerender-handoff';
import { takeReturnTo } from '@/lib/return-to';
import { clearCurrentUserId, storeCurrentUserId } from '@/lib/storage';
import { userQueryOptions } from '../api/get-user';

/** Login failure text: the server's (or Cognito's) message, else 'Login failed', else the generic sentence. */
function loginFailure(error: unknown): string {
  if (error instanceof Error) return error.message || 'Login failed';
  return 'An error occurred during login.';
}

/*
 * The sign-in module (the phone-number rules, with their metadata and zod) is not part of the login
 * screen's first load (docs/performance.md, "SPA first load"): it loads as soon as the person starts
 * typing, and at the latest on submit.
 */
let signInModule: Promise<typeof import('@/lib/sign-in')> | null = null;
const loadSignIn = () => {
  signInModule ??= import('@/lib/sign-in').catch((error: unknown) => {
    signInModule = null;
    throw error;
  });
  return signInModule;
};

/**
 * Login: Cognito signs in with the phone number in E.164 and USER_PASSWORD_AUTH;
 * the user id is the access token's `sub`; the name comes from GET /api/users/{id}.
 * `onSignedIn` hears where the person is about to go (the app preloads that screen's code).
 */
export function LoginForm({ onSignedIn }: { onSignedIn?: (next: string) => void } = {}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ phone?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => () => clearTimeout(redirect.current), []);
  // On the prerendered login page, what was typed (or submitted) before the app took over counts.
  useLayoutEffect(() => {
    if (formRef.current) handOverPrerenderedForm(formRef.current);
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const gaps = {
      ...(phone.trim() ? {} : { phone: 'Phone number is required' }),
      ...(password ? {} : { password: 'Password is required' }),
    };
    setMissing(gaps);
    if (gaps.phone || gaps.password) {
      toast({
        title: 'Required Fields Missing',
        description: 'Please enter both phone number and password to login',
        variant: 'destructive',
      });
      (gaps.phone ? phoneRef : passwordRef).current?.focus();
      return;
    }

    setBusy(true);
    let userId: string | null = null;
    try {
      const { signInWithPhone } = await loadSignIn();
      userId = await signInWithPhone(phone, password);
      storeCurrentUserId(userId);
      const user = await queryClient.fetchQuery(userQueryOptions(userId));
      toast({ title: 'Login Successful!', description: `Welcome back, ${user.name}!`, variant: 'success' });
      const next = takeReturnTo() ?? '/dashboard';
      onSignedIn?.(next);
      redirect.current = setTimeout(() => navigate(next, { replace: true }), REDIRECT_AFTER_LOGIN_MS);
    } catch (error) {
      if (userId) {
        // Signed in with Cognito but the account could not be read: do not leave a half session behind.
        await signOutOfCognito();
        clearCurrentUserId();
      }
      toast({ title: 'Login Failed', description: loginFailure(error), variant: 'destructive' });
      setBusy(false);
    }
  };

  return (
    <div className="grid w-full max-w-md gap-4">
      <Link
        to="/"
        className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back
      </Link>
      <Card>
        <CardHeader className="grid gap-1 pb-4 sm:pb-5">
          <h1 className="text-2xl font-semibold tracking-tight">Sign in to Steady</h1>
          <CardDescription>Welcome back. Use the phone number you registered with.</CardDescription>
        </CardHeader>
        <CardContent>
          <form ref={formRef} noValidate onSubmit={onSubmit} onFocus={() => void loadSignIn().catch(() => {})} className="grid gap-5" aria-label="Sign in">
            <Field id="login-phone" label="Phone Number" error={missing.phone}>
              <Input
                ref={phoneRef}
                {...fieldA11y('login-phone', missing.phone)}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="(555) 123-4567"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
              />
            </Field>
            <Field id="login-password" label="Password" error={missing.password}>
              <Input
                ref={passwordRef}
                {...fieldA11y('login-password', missing.password)}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Field>
            <Button type="submit" size="lg" disabled={busy} className="w-full">
              {busy ? <Spinner /> : <LogIn aria-hidden="true" />}
              {busy ? 'Signing In...' : 'Sign In'}
            </Button>
          </form>
          <p className="mt-6 text-center text-sm text-muted-foreground">
            New to Steady?{' '}
            <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
              Sign up here
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
