import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { BadgeCheck, ImagePlus, RefreshCw, Save, Trash2, UserRound } from 'lucide-react';
import { BIO_PREVIEW_LENGTH, PROFILE_LIMITS, bioPreview, UpdateCoachProfileBody, type CoachAvailability, type CoachProfile } from '@steady/shared';
import { CoachAvatar } from '@/components/coach-avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCoachAvailability, useCoachProfile, useRemovePhoto, useSaveAvailability, useSaveProfile, useUploadPhoto } from '../api/coach-availability';
import { errorsByPath, type FieldErrors } from '../lib/errors';
import { PHOTO_ACCEPT, photoProblem, resizePhoto } from '../lib/photo';
import { TimeZoneSelect } from './time-zone-select';

const IDS = {
  bio: 'coach-bio',
  specialties: 'coach-specialties',
  certifications: 'coach-certifications',
  languages: 'coach-languages',
  timeZone: 'coach-timeZone',
  photo: 'coach-photo',
} as const;
const ORDER = ['bio', 'specialties', 'certifications', 'languages', 'timeZone'] as const;

const splitComma = (text: string) => text.split(',');
const splitLines = (text: string) => text.split('\n');

/** The photo: pick (JPEG, PNG or WebP up to 5 MB), resized to 256×256 here, uploaded; or removed. */
function PhotoCard({ userId, profile }: { userId: string; profile: CoachProfile }) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = useUploadPhoto(userId);
  const remove = useRemovePhoto(userId);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      const image = await resizePhoto(file);
      await upload.mutateAsync(image);
      setError(null);
      toast({ title: 'Photo Updated', description: 'Clients see it on their My Circle page.', variant: 'success' });
    } catch (e) {
      const message = e instanceof ApiError ? (e.fieldErrors.image ?? errorMessage(e, 'Please try again.')) : errorMessage(e, 'Please try again.');
      setError(message);
      toast({ title: 'Photo Not Saved', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const removePhoto = async () => {
    try {
      await remove.mutateAsync();
      setError(null);
      toast({ title: 'Photo Removed', variant: 'success' });
    } catch (e) {
      toast({ title: 'Photo Not Removed', description: errorMessage(e, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <Card asChild>
      <section aria-labelledby="photo-title">
        <CardHeader>
          <div className="grid gap-1">
            <CardTitle id="photo-title">
              <UserRound aria-hidden="true" className="text-primary" />
              Profile Photo
            </CardTitle>
            <CardDescription>A clear photo of your face helps clients feel they know who they are talking to.</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center gap-4">
          <CoachAvatar coachId={userId} name={profile.name} photoVersion={profile.photoVersion} className="size-24 text-2xl" />
          <div className="grid gap-2">
            <div className="flex flex-wrap gap-2">
              <input
                ref={input}
                id={IDS.photo}
                type="file"
                accept={PHOTO_ACCEPT}
                className="sr-only"
                tabIndex={-1}
                aria-hidden="true"
                data-testid="photo-input"
                onChange={(e) => void pick(e.target.files?.[0])}
              />
              <Button type="button" variant="outline" disabled={busy} onClick={() => input.current?.click()} aria-describedby="photo-hint photo-error">
                {busy ? <Spinner /> : <ImagePlus aria-hidden="true" />}
                {busy ? 'Uploading...' : profile.photoVersion ? 'Change photo' : 'Upload photo'}
              </Button>
              {profile.photoVersion ? (
                <Button type="button" variant="ghost" disabled={busy || remove.isPending} onClick={() => void removePhoto()}>
                  <Trash2 aria-hidden="true" />
                  Remove photo
                </Button>
              ) : null}
            </div>
            <p id="photo-hint" className="text-sm text-muted-foreground">
              JPEG, PNG or WebP, up to 5 MB. We crop it to a square and resize it.
            </p>
            <p id="photo-error" role={error ? 'alert' : undefined} className="text-sm font-medium text-destructive">
              {error}
            </p>
          </div>
        </CardContent>
      </section>
    </Card>
  );
}

interface Draft {
  bio: string;
  specialties: string;
  certifications: string;
  languages: string;
  timeZone: string;
}

/** Bio, specialties, certifications, languages and the working time zone (the schedule's). */
function ProfileForm({ userId, profile, availability }: { userId: string; profile: CoachProfile; availability: CoachAvailability }) {
  const [draft, setDraft] = useState<Draft>({
    bio: profile.bio,
    specialties: profile.specialties.join(', '),
    certifications: profile.certifications.join('\n'),
    languages: profile.languages.join(', '),
    timeZone: availability.timeZone,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const saveProfile = useSaveProfile(userId);
  const saveZone = useSaveAvailability(userId);
  const busy = saveProfile.isPending || saveZone.isPending;
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const show = (found: FieldErrors) => {
    flushSync(() => setErrors(found));
    const first = Object.keys(found)
      .map((p) => p.split('.')[0] as (typeof ORDER)[number])
      .sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))[0];
    if (first) document.getElementById(IDS[first])?.focus();
  };
  /** Messages by field ('specialties.3' belongs to specialties). */
  const fieldError = (key: (typeof ORDER)[number]) => Object.entries(errors).find(([p]) => p === key || p.startsWith(`${key}.`))?.[1];

  const submit = async () => {
    const body = {
      bio: draft.bio,
      specialties: splitComma(draft.specialties),
      certifications: splitLines(draft.certifications),
      languages: splitComma(draft.languages),
    };
    const parsed = UpdateCoachProfileBody.safeParse(body);
    if (!parsed.success) {
      show(errorsByPath(parsed.error.issues));
      toast({ title: 'Profile Not Saved', description: parsed.error.issues[0]?.message, variant: 'destructive' });
      return;
    }
    try {
      const saved = await saveProfile.mutateAsync(body);
      if (draft.timeZone !== availability.timeZone) await saveZone.mutateAsync({ timeZone: draft.timeZone });
      setErrors({});
      setDraft((d) => ({
        ...d,
        bio: saved.bio,
        specialties: saved.specialties.join(', '),
        certifications: saved.certifications.join('\n'),
        languages: saved.languages.join(', '),
      }));
      toast({ title: 'Profile Saved', description: 'Clients see it on their My Circle page.', variant: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.body?.errors?.length) show(errorsByPath(error.body.errors));
      toast({ title: 'Profile Not Saved', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <Card asChild>
      <section aria-labelledby="profile-title">
        <CardHeader>
          <div className="grid gap-1">
            <CardTitle id="profile-title">
              <UserRound aria-hidden="true" className="text-primary" />
              Coach Profile
            </CardTitle>
            <CardDescription>What your clients see about you on their My Circle page.</CardDescription>
          </div>
          {profile.isVerifiedCoach ? (
            <Badge tone="teal">
              <BadgeCheck aria-hidden="true" />
              Verified
            </Badge>
          ) : null}
        </CardHeader>
        <CardContent>
          <form
            noValidate
            aria-labelledby="profile-title"
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <Field
              id={IDS.bio}
              label="Bio"
              error={fieldError('bio')}
              hint={`${draft.bio.length}/${PROFILE_LIMITS.bio} characters. Clients see the first ${BIO_PREVIEW_LENGTH} on their card.`}
            >
              <Textarea {...fieldA11y(IDS.bio, fieldError('bio'), true)} rows={5} value={draft.bio} onChange={(e) => set('bio')(e.target.value)} />
            </Field>
            <div className="grid gap-4 md:grid-cols-2">
              <Field id={IDS.specialties} label="Specialties" error={fieldError('specialties')} hint="Separate with commas, e.g. Relapse prevention, Sleep">
                <Input
                  {...fieldA11y(IDS.specialties, fieldError('specialties'), true)}
                  value={draft.specialties}
                  onChange={(e) => set('specialties')(e.target.value)}
                />
              </Field>
              <Field id={IDS.languages} label="Languages" error={fieldError('languages')} hint="Separate with commas">
                <Input
                  {...fieldA11y(IDS.languages, fieldError('languages'), true)}
                  value={draft.languages}
                  onChange={(e) => set('languages')(e.target.value)}
                />
              </Field>
            </div>
            <Field id={IDS.certifications} label="Certifications" error={fieldError('certifications')} hint="One per line">
              <Textarea
                {...fieldA11y(IDS.certifications, fieldError('certifications'), true)}
                rows={3}
                value={draft.certifications}
                onChange={(e) => set('certifications')(e.target.value)}
              />
            </Field>
            <Field id={IDS.timeZone} label="Time zone" hint="Your Weekly Schedule is in this zone." className="md:max-w-sm">
              <TimeZoneSelect {...fieldA11y(IDS.timeZone, undefined, true)} value={draft.timeZone} onChange={set('timeZone')} />
            </Field>
            <div className="flex justify-end">
              <Button type="submit" disabled={busy}>
                {busy ? <Spinner /> : <Save aria-hidden="true" />}
                {busy ? 'Saving...' : 'Save Profile'}
              </Button>
            </div>
          </form>
        </CardContent>
      </section>
    </Card>
  );
}

/** How a client's My Circle card shows the coach: photo, name, Verified, the bio cut to 120 characters, specialties. */
function ClientPreview({ userId, profile }: { userId: string; profile: CoachProfile }) {
  return (
    <Card asChild>
      <section aria-labelledby="preview-title" className="grid gap-3 p-4 sm:p-6">
        <h2 id="preview-title" className="text-base font-semibold">
          How clients see you
        </h2>
        <div className="flex items-start gap-3">
          <CoachAvatar coachId={userId} name={profile.name} photoVersion={profile.photoVersion} />
          <div className="grid min-w-0 gap-1 text-sm">
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              {profile.name}
              {profile.isVerifiedCoach ? (
                <Badge tone="teal">
                  <BadgeCheck aria-hidden="true" />
                  Verified
                </Badge>
              ) : null}
            </p>
            {profile.bio ? (
              <p className="break-words text-muted-foreground">{bioPreview(profile.bio)}</p>
            ) : (
              <p className="text-muted-foreground">No bio yet.</p>
            )}
            {profile.specialties.length ? <p className="text-muted-foreground">{profile.specialties.join(' · ')}</p> : null}
          </div>
        </div>
      </section>
    </Card>
  );
}

/**
 * Coach Settings (docs/architecture.md, "Coach availability and profile"): the photo, the profile
 * clients see on My Circle, and the working time zone. A self-contained panel.
 */
export function CoachSettingsPanel({ userId }: { userId: string }) {
  const profile = useCoachProfile(userId);
  const availability = useCoachAvailability(userId);
  if (profile.isPending || availability.isPending) {
    return (
      <div role="status" aria-label="Loading coach settings" className="grid gap-4">
        {[0, 1].map((i) => (
          <Card key={i} className="grid gap-3 p-6">
            <Skeleton className="h-6 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-24 w-full" />
          </Card>
        ))}
      </div>
    );
  }
  if (profile.isError || availability.isError) {
    return (
      <Card role="alert" className="grid justify-items-start gap-3 p-6">
        <p className="font-semibold">Error Loading Coach Settings</p>
        <p className="text-muted-foreground">{errorMessage(profile.error ?? availability.error, "We couldn't load your profile.")}</p>
        <Button
          variant="outline"
          onClick={() => {
            void profile.refetch();
            void availability.refetch();
          }}
        >
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Card>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start" data-testid="coach-settings-panel">
      <div className="grid gap-6">
        <PhotoCard userId={userId} profile={profile.data} />
        <ProfileForm userId={userId} profile={profile.data} availability={availability.data} />
      </div>
      <ClientPreview userId={userId} profile={profile.data} />
    </div>
  );
}
