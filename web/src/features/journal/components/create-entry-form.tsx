import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CreateEntryBody, JOURNAL, formatCount, VISIBILITY_AUDIENCE, VISIBILITY_ORDER, defaultEntryVisibility, type Visibility } from '@steady/shared';
import { Lightbulb, PenLine } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useParts } from '@/lib/planning';
import { useSettings } from '@/lib/settings';
import { Textarea } from '@/components/ui/textarea';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCreateEntry } from '../api/create-entry';
import { MoodRatingField } from './mood-rating-field';
import { VISIBILITY_OPTION } from './visibility-control';
import { WritingPromptsPanel } from './writing-prompts-panel';

/** Only the fields a person types; the shared schema also accepts userId and speakingAsPartId. */
const EntryFormSchema = CreateEntryBody.pick({ title: true, content: true });
type EntryFormValues = { title: string; content: string };
const FIELDS = ['title', 'content'] as const;

interface CreateEntryFormProps {
  userId: string;
  /** Called after a successful save and on Cancel. */
  onDone: () => void;
}

/**
 * The manual create panel of the Journal. Validation is the shared CreateEntryBody, so the
 * messages are exactly the spec's; the first invalid field takes focus; server errors[] map to fields.
 */
export function CreateEntryForm({ userId, onDone }: CreateEntryFormProps) {
  const headingId = useId();
  const createEntry = useCreateEntry(userId);
  // Speaking-as-Part selector: only with coherence mode on.
  const settings = useSettings(userId).data;
  const coherence = settings?.coherenceModeEnabled === true;
  // The writing-prompts panel: only with the writing prompts setting on; it opens and closes.
  const promptsEnabled = settings?.writingPromptsEnabled === true;
  const [showPrompts, setShowPrompts] = useState(false);
  const promptsPanelId = useId();
  const parts = useParts(userId, coherence);
  const [partId, setPartId] = useState('');
  const [moodRating, setMoodRating] = useState<number | null>(null);
  // Who may read it: the default from settings (docs/architecture.md, "Entry visibility") until the writer picks.
  const [visibility, setVisibility] = useState<Visibility | null>(null);
  const shownVisibility: Visibility = visibility ?? (settings ? defaultEntryVisibility(settings) : 'private');
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    watch,
    setValue,
    formState: { errors },
  } = useForm<EntryFormValues>({
    resolver: zodResolver(EntryFormSchema),
    defaultValues: { title: '', content: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  useEffect(() => {
    setFocus('title');
  }, [setFocus]);

  const contentLength = watch('content').length;

  /** 'Use This': the prompt and a blank line become the content, and the caret waits after them. */
  const applyPrompt = (prompt: string) => {
    const value = `${prompt}\n\n`;
    setValue('content', value, { shouldDirty: true });
    setFocus('content');
    const field = document.getElementById('entry-content');
    if (field instanceof HTMLTextAreaElement) field.setSelectionRange(value.length, value.length);
  };

  const onValid = async (values: EntryFormValues) => {
    try {
      await createEntry.mutateAsync({
        title: values.title,
        content: values.content,
        ...(moodRating !== null ? { moodRating } : {}),
        ...(visibility !== null ? { visibility } : {}),
        ...(coherence ? { speakingAsPartId: partId || null } : {}),
      });
      toast({
        title: 'Journal entry created',
        description: 'Your entry has been saved and analyzed.',
        variant: 'success',
      });
      reset();
      setPartId('');
      setMoodRating(null);
      setVisibility(null);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const fieldErrors = error.fieldErrors;
        const invalid = FIELDS.filter((f) => fieldErrors[f]);
        for (const f of invalid) setError(f, { type: 'server', message: fieldErrors[f] });
        if (invalid[0]) setFocus(invalid[0]);
      }
      toast({
        title: 'Failed to create entry',
        description: errorMessage(error, 'Something went wrong while saving your entry. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  const busy = createEntry.isPending;

  return (
    <Card asChild>
      <section aria-labelledby={headingId}>
        <CardHeader>
          <div className="grid gap-1">
            <CardTitle id={headingId}>
              <PenLine aria-hidden="true" className="text-primary" />
              New Journal Entry
            </CardTitle>
            <CardDescription>Write in your own words. When you save, Steady reads it for mood, sentiment and themes.</CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-5">
            <Field id="entry-title" label="Title" error={errors.title?.message}>
              <Input {...fieldA11y('entry-title', errors.title?.message)} autoComplete="off" {...register('title')} />
            </Field>
            <Field
              id="entry-content"
              label="Content"
              error={errors.content?.message}
              hint={`${formatCount(contentLength)} / ${formatCount(JOURNAL.contentMax)} characters (at least ${JOURNAL.contentMin})`}
            >
              <Textarea {...fieldA11y('entry-content', errors.content?.message, true)} rows={8} {...register('content')} />
            </Field>
            <MoodRatingField value={moodRating} onChange={setMoodRating} disabled={busy} />
            <Field id="entry-visibility" label="Who can see this entry" hint={`Visible to: ${VISIBILITY_AUDIENCE[shownVisibility]}`}>
              <NativeSelect
                {...fieldA11y('entry-visibility', undefined, true)}
                value={shownVisibility}
                disabled={busy}
                onChange={(e) => setVisibility(e.target.value as Visibility)}
              >
                {VISIBILITY_ORDER.map((v) => (
                  <option key={v} value={v}>
                    {VISIBILITY_OPTION[v]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            {promptsEnabled ? (
              <div className="grid justify-items-start gap-3">
                <Button variant="outline" size="sm" aria-expanded={showPrompts} aria-controls={promptsPanelId} onClick={() => setShowPrompts((v) => !v)}>
                  <Lightbulb aria-hidden="true" />
                  {showPrompts ? 'Hide Writing Prompts' : 'Show Writing Prompts'}
                </Button>
                <div id={promptsPanelId} className="w-full" hidden={!showPrompts}>
                  {showPrompts ? <WritingPromptsPanel userId={userId} onUse={applyPrompt} /> : null}
                </div>
              </div>
            ) : null}
            {coherence ? (
              <Field id="entry-part" label="Speaking as Part" hint="Write as yourself, or give one of your parts a voice.">
                <NativeSelect id="entry-part" aria-describedby="entry-part-hint" value={partId} onChange={(e) => setPartId(e.target.value)}>
                  <option value="">Myself (integrated)</option>
                  {(parts.data ?? []).map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={busy}>
                {busy ? <Spinner /> : null}
                {busy ? 'Saving...' : 'Save Entry'}
              </Button>
              <Button
                variant="outline"
                disabled={busy}
                onClick={() => {
                  reset();
                  onDone();
                }}
              >
                Cancel
              </Button>
            </div>
          </form>
        </CardContent>
      </section>
    </Card>
  );
}
