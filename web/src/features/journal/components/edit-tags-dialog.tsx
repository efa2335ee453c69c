import { useId, useState, type FormEvent } from 'react';
import { Plus, Tags, X } from 'lucide-react';
import { normalizeTags, TAGS, type JournalEntry } from '@steady/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useUpdateTags } from '../api/update-entry';

/**
 * Edit Tags (Journal): add by Enter or the Add button (lowercased, trimmed,
 * de-duplicated), remove a tag, quick-add from tags used in other entries; Save sends the PATCH.
 */
export function EditTagsDialog({ userId, entry, knownTags }: { userId: string; entry: JournalEntry; knownTags: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const [tags, setTags] = useState<string[]>(entry.themes);
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const mutation = useUpdateTags(userId);
  const full = tags.length >= TAGS.maxCount;

  const onOpenChange = (next: boolean) => {
    if (next) {
      setTags(entry.themes);
      setDraft('');
    }
    setOpen(next);
  };

  const add = (values: string[]) => setTags((current) => normalizeTags([...current, ...values]).slice(0, TAGS.maxCount));
  const addDraft = (e?: FormEvent) => {
    e?.preventDefault();
    if (!draft.trim()) return;
    add(draft.split(','));
    setDraft('');
  };
  const suggestions = knownTags.filter((t) => !tags.includes(t));

  const save = () =>
    mutation.mutate(
      { entryId: entry.id, themes: tags },
      {
        onSuccess: () => {
          toast({ title: 'Tags updated', variant: 'success' });
          setOpen(false);
        },
        onError: (error) => toast({ title: 'Failed to update tags', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Edit tags of ${entry.title}`}>
          <Tags aria-hidden="true" />
          Edit Tags
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Tags</DialogTitle>
          <DialogDescription>Tags help you find entries later. They are saved in lowercase.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-2" onSubmit={addDraft}>
          <Label htmlFor={inputId}>New tag</Label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              value={draft}
              maxLength={TAGS.maxLength}
              placeholder="e.g. gratitude"
              autoComplete="off"
              disabled={full}
              onChange={(e) => setDraft(e.target.value)}
            />
            <Button type="submit" variant="secondary" disabled={full || !draft.trim()}>
              <Plus aria-hidden="true" />
              Add
            </Button>
          </div>
          {full ? <p className="text-sm text-muted-foreground">An entry can have at most {TAGS.maxCount} tags.</p> : null}
        </form>
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">Current tags</h3>
          {tags.length === 0 ? (
            <p className="text-sm text-muted-foreground">No tags yet.</p>
          ) : (
            <ul aria-label="Current tags" className="flex flex-wrap gap-1.5">
              {tags.map((t) => (
                <li key={t}>
                  <Badge variant="secondary" className="gap-0.5 py-0 pr-0.5 font-normal">
                    {t}
                    <button
                      type="button"
                      className="rounded-full p-1.5 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                      aria-label={`Remove tag ${t}`}
                      onClick={() => setTags((current) => current.filter((x) => x !== t))}
                    >
                      <X className="size-3.5" aria-hidden="true" />
                    </button>
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
        {suggestions.length > 0 ? (
          <div className="grid gap-2">
            <h3 className="text-sm font-medium">Tags from your other entries</h3>
            <ul aria-label="Tags from your other entries" className="flex flex-wrap gap-1.5">
              {suggestions.map((t) => (
                <li key={t}>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="h-8 rounded-full px-2.5"
                    disabled={full}
                    aria-label={`Add tag ${t}`}
                    onClick={() => add([t])}
                  >
                    <Plus aria-hidden="true" />
                    {t}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button onClick={save} disabled={mutation.isPending}>
            {mutation.isPending ? 'Saving...' : 'Save Tags'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
