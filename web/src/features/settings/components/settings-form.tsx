import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  AI_COACHES,
  HABIT_SYSTEMS,
  MAX_CALL_DURATION,
  SETTINGS_CALL_TIMES,
  TIME_ZONES,
  UpdateSettingsBody,
  formatCallTime,
  type UserSettings,
} from '@steady/shared';
import { BarChart3, Bell, FlaskConical, History, PenLine, Phone, Save, UserCog } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { fieldErrors } from '@/lib/forms';
import { useCurrentCoach, useCurrentSystem, useSetCurrentCoach, useSetCurrentSystem } from '@/lib/planning';
import { settingsPayload, useUpdateSettings } from '../api/update-settings';
import { CatalogPicker, type PickerItem } from './catalog-picker';
import { useInstalledCoaches, useInstalledSystems } from '../api/installed-catalog';
import { DeletionCard } from './deletion-card';
import { AccessLogCard } from './access-log-card';
import { ExportCard } from './export-card';
import { SafetyPlanCard } from './safety-plan-card';
import { ChecklistsSection, ExperimentsSection, GoalsSection, PartsSection, RoutinesSection } from './planning-sections';
import { SettingSwitch } from './setting-switch';

type BoolKey = { [K in keyof UserSettings]: UserSettings[K] extends boolean ? K : never }[keyof UserSettings];

const VISIBILITY_LABELS: Record<UserSettings['defaultJournalVisibility'], string> = {
  private: 'Private (only me)',
  coach_only: 'Coach only',
  circle: 'My circle',
  public: 'Public',
};

const coachItem = (c: { id: string; name: string; description: string; price: number; specialties: readonly string[] }): PickerItem => ({
  id: c.id,
  name: c.name,
  description: c.description,
  price: c.price,
  detail: `Specialties: ${c.specialties.join(', ')}`,
});
const systemItem = (s: { id: string; name: string; description: string; price: number; methodology: string }): PickerItem => ({
  id: s.id,
  name: s.name,
  description: s.description,
  price: s.price,
  detail: s.methodology,
});

/** '600 seconds (10 minutes)', '90 seconds (1.5 minutes)'. */
export function durationLabel(seconds: number): string {
  const minutes = seconds / 60;
  return `${seconds} seconds (${Number.isInteger(minutes) ? minutes : minutes.toFixed(1)} ${minutes === 1 ? 'minute' : 'minutes'})`;
}

function Section({
  id,
  icon,
  title,
  description,
  children,
}: {
  id: string;
  icon: React.ReactNode;
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <Card asChild>
      <section aria-labelledby={id}>
        <CardHeader>
          <div className="grid gap-1">
            <CardTitle id={id}>
              {icon}
              {title}
            </CardTitle>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </div>
        </CardHeader>
        <CardContent className="grid gap-4">{children}</CardContent>
      </section>
    </Card>
  );
}

/** The fields Save Settings stores, as one comparable string. */
function comparable(s: UserSettings): string {
  const { currentAiCoachId: _c, currentHabitSystemId: _s, updatedAt: _u, maxCallDuration: _d, ...rest } = s as UserSettings & { updatedAt?: string };
  void [_c, _s, _u, _d];
  return JSON.stringify(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The Settings screen: every section over one draft of the settings, saved together
 * by Save Settings; the coach and system pickers and the create dialogs save on their own.
 */
export function SettingsForm({ userId, initial }: { userId: string; initial: UserSettings }) {
  const [draft, setDraft] = useState<UserSettings>(initial);
  const [duration, setDuration] = useState(String(initial.maxCallDuration));
  // What Save last stored (the coach and system pickers save on their own, so they never make the draft dirty).
  const [saved, setSaved] = useState<UserSettings>(initial);
  const dirty = duration !== String(saved.maxCallDuration) || comparable(draft) !== comparable(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateSettings(userId);
  const coach = useCurrentCoach(userId);
  const system = useCurrentSystem(userId);
  const setCoach = useSetCurrentCoach(userId);
  const setSystem = useSetCurrentSystem(userId);
  const installedCoaches = useInstalledCoaches();
  const installedSystems = useInstalledSystems();

  const toggle = (key: BoolKey) => (checked: boolean) => setDraft((d) => ({ ...d, [key]: checked }));
  const sw = (key: BoolKey, label: string, description?: string) => (
    <SettingSwitch id={`setting-${key}`} label={label} description={description} checked={draft[key]} onCheckedChange={toggle(key)} />
  );

  const durationNumber = Number(duration);
  const save = async () => {
    // The coach and system are changed by their own controls; Save leaves them as they are on the server.
    const {
      currentAiCoachId: _c,
      currentHabitSystemId: _s,
      ...rest
    } = settingsPayload({ ...draft, maxCallDuration: duration.trim() === '' ? NaN : durationNumber });
    void _c;
    void _s;
    const parsed = UpdateSettingsBody.safeParse(rest);
    if (!parsed.success) {
      const errs = fieldErrors(parsed.error);
      setErrors(errs);
      if (errs.maxCallDuration) document.getElementById('setting-maxCallDuration')?.focus();
      toast({ title: 'Update Failed', description: Object.values(errs)[0], variant: 'destructive' });
      return;
    }
    setErrors({});
    try {
      const stored = await update.mutateAsync({ ...draft, ...rest } as UserSettings);
      setDraft(stored);
      setSaved(stored);
      setDuration(String(stored.maxCallDuration));
      toast({ title: 'Settings Updated', description: 'Your settings have been saved.', variant: 'success' });
    } catch (error) {
      toast({ title: 'Update Failed', description: errorMessage(error, 'Your settings could not be saved. Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <div className="grid gap-6">
      <UnsavedChangesGuard dirty={dirty} />
      <Section id="quick-actions-title" icon={<History aria-hidden="true" className="text-primary" />} title="Quick Actions">
        <div>
          <Button asChild variant="outline">
            <Link to="/call-history">
              <History aria-hidden="true" />
              View Call History
            </Link>
          </Button>
        </div>
      </Section>

      <SafetyPlanCard userId={userId} />

      <Section
        id="call-settings-title"
        icon={<Phone aria-hidden="true" className="text-primary" />}
        title="Call Settings"
        description="When and how Steady calls you for your daily check-in."
      >
        {sw('dailyCallEnabled', 'Daily check-in call', 'Steady calls you every day at the time below.')}
        <p className="text-sm text-muted-foreground">
          Steady calls and texts you only with your consent.{' '}
          <Link to="/welcome?step=consent" className="font-medium text-primary underline underline-offset-4">
            Change what you allowed (recorded calls, text messages)
          </Link>
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="setting-callTime" label="Call time">
            <NativeSelect id="setting-callTime" value={draft.callTime} onChange={(e) => setDraft((d) => ({ ...d, callTime: e.target.value }))}>
              {(SETTINGS_CALL_TIMES.includes(draft.callTime) ? SETTINGS_CALL_TIMES : [draft.callTime, ...SETTINGS_CALL_TIMES]).map((t) => (
                <option key={t} value={t}>
                  {formatCallTime(t)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="setting-timeZone" label="Time zone">
            <NativeSelect id="setting-timeZone" value={draft.timeZone} onChange={(e) => setDraft((d) => ({ ...d, timeZone: e.target.value }))}>
              {/* A zone confirmed in /welcome may be any IANA zone: it is offered first when not one of the spec's. */}
              {TIME_ZONES.some((z) => z.value === draft.timeZone) ? null : <option value={draft.timeZone}>{draft.timeZone.replace(/_/g, ' ')}</option>}
              {TIME_ZONES.map((z) => (
                <option key={z.value} value={z.value}>
                  {z.label} ({z.value.split('/')[1]?.replace('_', ' ')})
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <Field
          id="setting-maxCallDuration"
          label="Maximum call duration (seconds)"
          error={errors.maxCallDuration}
          hint={`${Number.isFinite(durationNumber) && duration.trim() ? durationLabel(durationNumber) : '—'}. Between ${MAX_CALL_DURATION.min} and ${MAX_CALL_DURATION.max} seconds, in steps of ${MAX_CALL_DURATION.step}.`}
        >
          <Input
            {...fieldA11y('setting-maxCallDuration', errors.maxCallDuration, true)}
            type="number"
            inputMode="numeric"
            min={MAX_CALL_DURATION.min}
            max={MAX_CALL_DURATION.max}
            step={MAX_CALL_DURATION.step}
            value={duration}
            onChange={(e) => setDuration(e.target.value)}
            className="sm:max-w-48"
          />
        </Field>
        {sw(
          'keepCallRecordings',
          'Keep call recordings',
          'Off by default: the voice recording of each call is deleted once it has been transcribed. Turn this on to keep your recordings.',
        )}
      </Section>

      <Section id="writing-title" icon={<PenLine aria-hidden="true" className="text-primary" />} title="Writing Features">
        {sw('writingPromptsEnabled', 'Writing prompts', 'Suggestions for what to write about, based on your recent entries.')}
        <Field
          id="setting-defaultJournalVisibility"
          label="Default journal visibility"
          hint="Who can see a new entry unless you change it."
          className="sm:max-w-72"
        >
          <NativeSelect
            {...fieldA11y('setting-defaultJournalVisibility', undefined, true)}
            value={draft.defaultJournalVisibility}
            onChange={(e) => setDraft((d) => ({ ...d, defaultJournalVisibility: e.target.value as UserSettings['defaultJournalVisibility'] }))}
          >
            {Object.entries(VISIBILITY_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {sw(
          'allowCoachWorkspaces',
          'Allow coach workspaces',
          'Let the coaches and therapists you allow to edit shared workspaces write plans and homework with you in Workspaces.',
        )}
      </Section>

      <Section
        id="personal-development-title"
        icon={<UserCog aria-hidden="true" className="text-primary" />}
        title="Personal Development Setup"
        description="Your AI coach and habit system. A change is saved at once."
      >
        <CatalogPicker
          kind="AI Coach"
          noun="AI coach"
          current={coach.data ? { ...coach.data, detail: '' } : coach.data}
          loading={coach.isPending}
          items={(installedCoaches.data ?? AI_COACHES).map(coachItem)}
          onSelect={(id) => setCoach.mutateAsync(id)}
          successTitle="AI Coach Updated"
        />
        <CatalogPicker
          kind="Habit System"
          noun="habit system"
          current={system.data ? { ...system.data, detail: '' } : system.data}
          loading={system.isPending}
          items={(installedSystems.data ?? HABIT_SYSTEMS).map(systemItem)}
          onSelect={(id) => setSystem.mutateAsync(id)}
          successTitle="Habit System Updated"
        />
      </Section>

      <Section
        id="experimental-title"
        icon={<FlaskConical aria-hidden="true" className="text-primary" />}
        title="Experimental Features"
        description="Beta features. Turning one on shows its section below; Save Settings keeps your choice."
      >
        {sw('experimentsEnabled', 'Experiments', 'Try small life experiments with a hypothesis and daily actions.')}
        {sw('routineBuilderEnabled', 'Routine builder', 'Design routines from what your experiments teach you.')}
        {sw('coherenceModeEnabled', 'Coherence mode', 'Work with your parts, Internal Family Systems style.')}
        {sw('goalsEnabled', 'Goals', 'Set short-term and long-term goals.')}
        {sw('checklistsEnabled', 'Checklists', 'Keep one-off and recurring checklists.')}
      </Section>

      {draft.experimentsEnabled ? <ExperimentsSection userId={userId} /> : null}
      {draft.routineBuilderEnabled ? <RoutinesSection userId={userId} /> : null}
      {draft.coherenceModeEnabled ? <PartsSection userId={userId} /> : null}
      {draft.goalsEnabled ? <GoalsSection userId={userId} /> : null}
      {draft.checklistsEnabled ? <ChecklistsSection userId={userId} /> : null}

      <Section id="analysis-title" icon={<BarChart3 aria-hidden="true" className="text-primary" />} title="Analysis Settings">
        {sw('weeklyAnalysisEnabled', 'Weekly analysis', 'Generated every Monday from the week before.')}
        {sw('monthlyReportEnabled', 'Monthly reports', 'Generated on the first Monday of each month.')}
      </Section>

      <Section id="notifications-title" icon={<Bell aria-hidden="true" className="text-primary" />} title="Notifications">
        {sw('notificationsEnabled', 'Notifications', 'Messages when a call has been transcribed and when your dashboard is refreshed.')}
      </Section>

      <div className="flex justify-end">
        <Button size="lg" onClick={() => void save()} disabled={update.isPending}>
          {update.isPending ? <Spinner /> : <Save aria-hidden="true" />}
          {update.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>

      <AccessLogCard userId={userId} timeZone={draft.timeZone} />

      <ExportCard userId={userId} />

      <DeletionCard userId={userId} timeZone={draft.timeZone} />
    </div>
  );
}
