import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, UserPlus } from 'lucide-react';
import {
  DEFAULTS,
  canonicalTimeZone,
  PASSWORD_MIN_LENGTH,
  REDIRECT_AFTER_REGISTRATION_MS,
  REGISTRATION_CALL_TIMES,
  RegisterBody,
  TIME_ZONES,
  formatCallTime,
} from '@steady/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ApiError, apiCall, errorMessage } from '@/lib/api-client';
import { signInWithPhone } from '@/lib/sign-in';
import { storeCurrentUserId } from '@/lib/storage';
import { takeReturnTo } from '@/lib/return-to';
import { userQueryKey } from '../api/get-user';
import { registerAccount, type RegisterPayload } from '../api/register';

/**
 * The browser's IANA zone, sent with the registration so a Pacific patient is not called on Eastern time;
 * `/welcome` asks the person to confirm it (docs/architecture.md, "First-run onboarding and consent").
 */
function detectedTimeZone(): string {
  try {
    return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? DEFAULTS.timeZone;
  } catch {
    return DEFAULTS.timeZone;
  }
}

/** The spec's zones, and the detected one first when it is not among them. */
function zoneChoices(detected: string): { value: string; label: string }[] {
  const spec: { value: string; label: string }[] = TIME_ZONES.map((z) => ({ value: z.value, label: z.label }));
  return spec.some((z) => z.value === detected) ? spec : [{ value: detected, label: detected.replace(/_/g, ' ') }, ...spec];
}

/** What the person types (RegisterBody's input) and what is sent (its output: E.164 phone, defaults filled). */
type RegisterValues = RegisterBody;
const FIELDS = ['name', 'phoneNumber', 'password', 'timeZone', 'callTime'] as const;
type FieldName = (typeof FIELDS)[number];

/**
 * Registration: POST /api/register, then Cognito sign-in with the E.164 phone number,
 * store the user id, toast, and go to the first-run onboarding (/welcome) after 1.5 s. Validation is the shared RegisterBody,
 * so the inline messages match the server's; server errors[] land under their fields too.
 */
export function RegisterForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [detectedZone] = useState(detectedTimeZone);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    formState: { errors },
  } = useForm<RegisterValues, unknown, RegisterPayload>({
    resolver: zodResolver(RegisterBody),
    defaultValues: { name: '', phoneNumber: '', password: '', timeZone: detectedZone, callTime: DEFAULTS.callTime },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onInvalid = (_errors: FieldErrors<RegisterValues>) => {
    const v = getValues();
    if (!v.name?.trim() || !v.phoneNumber?.trim() || !v.password) {
      toast({
        title: 'Missing Information',
        description: 'Please fill in all required fields including password.',
        variant: 'destructive',
      });
    }
  };

  const onValid = async (values: RegisterPayload) => {
    if (!accepted) {
      toast({
        title: 'Terms of Use Required',
        description: 'Please accept the Terms of Use to continue with registration.',
        variant: 'destructive',
      });
      return;
    }
    setBusy(true);
    let created;
    try {
      created = await registerAccount(values);
    } catch (error) {
      if (error instanceof ApiError) {
        const fieldErrors = error.fieldErrors;
        if (error.status === 409 && !fieldErrors.phoneNumber) fieldErrors.phoneNumber = error.body?.message ?? 'This phone number is already registered';
        const invalid = FIELDS.filter((f): f is FieldName => Boolean(fieldErrors[f]));
        for (const f of invalid) setError(f, { type: 'server', message: fieldErrors[f] });
        if (invalid[0]) setFocus(invalid[0]);
      }
      toast({
        title: 'Registration Failed',
        description: errorMessage(error, 'An error occurred during registration.'),
        variant: 'destructive',
      });
      setBusy(false);
      return;
    }

    const { user } = created;
    try {
      await signInWithPhone(values.phoneNumber, values.password);
    } catch (error) {
      toast({
        title: 'Login Failed',
        description: `Your account was created, but signing in did not work (${errorMessage(error, 'Login failed')}). Please sign in.`,
        variant: 'destructive',
      });
      navigate('/login', { replace: true });
      return;
    }
    storeCurrentUserId(user.id);
    queryClient.setQueryData(userQueryKey(user.id), { id: user.id, name: user.name, phoneNumber: user.phoneNumber, role: user.role });
    // The Terms of Use were accepted on this form: record it with its version (the first-run onboarding
    // asks for the rest). Not fatal: /welcome asks again if this did not get through.
    await apiCall('PUT', '/api/users/{id}/consents', { params: { id: user.id }, body: { terms: true } }).catch(() => undefined);
    toast({
      title: 'Registration Successful!',
      description: `Welcome to Steady, ${user.name}! A few short steps set up your daily check-in call at ${formatCallTime(user.callTime)}.`,
      variant: 'success',
    });
    // New accounts continue to the first-run onboarding (consent comes before any call), or back to the
    // invite link that brought them (the dashboard sends them to the onboarding afterwards).
    const next = takeReturnTo() ?? '/welcome';
    redirect.current = setTimeout(() => navigate(next, { replace: true }), REDIRECT_AFTER_REGISTRATION_MS);
  };

  return (
    <div className="grid w-full max-w-lg gap-4">
      <Link
        to="/"
        className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to home
      </Link>
      <Card>
        <CardHeader className="grid gap-1 pb-4 sm:pb-5">
          <h1 className="text-2xl font-semibold tracking-tight">Create Your Clinical Journaling Account</h1>
          <CardDescription>Pick a time for your daily check-in call. Steady calls, listens, and turns the conversation into your journal.</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="grid gap-5" aria-label="Create account">
            <Field id="register-name" label="Full Name" error={errors.name?.message}>
              <Input {...fieldA11y('register-name', errors.name?.message)} autoComplete="name" {...register('name')} />
            </Field>
            <Field id="register-phone" label="Phone Number" error={errors.phoneNumber?.message} hint="We call this number for your daily check-in.">
              <Input
                {...fieldA11y('register-phone', errors.phoneNumber?.message, true)}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="(555) 123-4567"
                {...register('phoneNumber')}
              />
            </Field>
            <Field
              id="register-password"
              label="Password"
              error={errors.password?.message}
              hint={`At least ${PASSWORD_MIN_LENGTH} characters, including a number.`}
            >
              <Input
                {...fieldA11y('register-password', errors.password?.message, true)}
                type="password"
                autoComplete="new-password"
                {...register('password')}
              />
            </Field>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field id="register-timezone" label="Time Zone" error={errors.timeZone?.message}>
                <Controller
                  control={control}
                  name="timeZone"
                  render={({ field }) => (
                    <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                      <SelectTrigger {...fieldA11y('register-timezone', errors.timeZone?.message)} ref={field.ref} onBlur={field.onBlur}>
                        <SelectValue placeholder="Choose your time zone" />
                      </SelectTrigger>
                      <SelectContent>
                        {zoneChoices(detectedZone).map((z) => (
                          <SelectItem key={z.value} value={z.value}>
                            {z.label}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              </Field>
              <Field id="register-calltime" label="Daily Call Time" error={errors.callTime?.message}>
                <Controller
                  control={control}
                  name="callTime"
                  render={({ field }) => (
                    <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                      <SelectTrigger {...fieldA11y('register-calltime', errors.callTime?.message)} ref={field.ref} onBlur={field.onBlur}>
                        <SelectValue placeholder="Choose a time" />
                      </SelectTrigger>
                      <SelectContent>
                        {REGISTRATION_CALL_TIMES.map((t) => (
                          <SelectItem key={t} value={t}>
                            {formatCallTime(t)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              </Field>
            </div>
            <div className="flex items-start gap-3 rounded-md border p-3">
              <Checkbox id="register-terms" checked={accepted} onCheckedChange={(v) => setAccepted(v === true)} className="mt-0.5" />
              <Label htmlFor="register-terms" className="text-sm font-normal leading-normal">
                I have read and agree to the{' '}
                <a
                  href="/terms-of-use"
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4"
                >
                  Terms of Use
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </Label>
            </div>
            <Button type="submit" size="lg" className="w-full" disabled={!accepted || busy} aria-describedby={accepted ? undefined : 'register-terms-note'}>
              {busy ? <Spinner /> : <UserPlus aria-hidden="true" />}
              {busy ? 'Creating Account...' : 'Create Account'}
            </Button>
            {!accepted ? (
              <p id="register-terms-note" className="-mt-2 text-center text-sm text-muted-foreground">
                Accept the Terms of Use to create your account.
              </p>
            ) : null}
          </form>
          <p className="mt-6 text-center text-sm text-muted-foreground">
            Already have an account?{' '}
            <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
              Sign in
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
