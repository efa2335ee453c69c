import { useId, useState } from 'react';
import { PROMPT_CATEGORIES } from '@steady/shared';
import { Lightbulb, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePrompts, type PromptTab } from '../api/get-prompts';

const TAB_LABELS: Record<PromptTab, string> = {
  personal: 'Personal',
  reflective: 'Reflective',
  gratitude: 'Gratitude',
  'goal-setting': 'Goal-setting',
  creativity: 'Creativity',
  'problem-solving': 'Problem-solving',
};
const TABS: PromptTab[] = ['personal', ...PROMPT_CATEGORIES];

interface WritingPromptsPanelProps {
  userId: string;
  /** 'Use This': the form puts the prompt in the content and focuses it. */
  onUse: (prompt: string) => void;
}

/**
 * The writing-prompts panel of the create form: a Personal tab (from the person's
 * recent entries) and the mood categories; Refresh asks for another set; 'Use This' hands a prompt
 * to the form. Empty: 'No prompts available right now' with Try Again.
 */
export function WritingPromptsPanel({ userId, onUse }: WritingPromptsPanelProps) {
  const [tab, setTab] = useState<PromptTab>('personal');
  const [seeds, setSeeds] = useState<Record<string, number>>({});
  const seed = seeds[tab] ?? 0;
  const prompts = usePrompts(userId, tab, seed);
  const headingId = useId();
  const refresh = () => setSeeds((s) => ({ ...s, [tab]: (s[tab] ?? 0) + 1 }));
  const list = prompts.data ?? [];

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border bg-muted/40 p-4" data-testid="writing-prompts">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="inline-flex items-center gap-2 font-semibold">
          <Lightbulb aria-hidden="true" className="size-4 text-primary" />
          Writing Prompts
        </h3>
        <Button variant="ghost" size="sm" onClick={refresh} disabled={prompts.isFetching}>
          <RefreshCw aria-hidden="true" className={prompts.isFetching ? 'animate-spin' : undefined} />
          Refresh
        </Button>
      </div>
      <Tabs value={tab} onValueChange={(v) => setTab(v as PromptTab)}>
        <TabsList aria-label="Prompt categories" className="sm:w-full">
          {TABS.map((t) => (
            <TabsTrigger key={t} value={t} className="px-2 text-xs sm:text-sm">
              {TAB_LABELS[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((t) => (
          <TabsContent key={t} value={t} className="pt-3">
            {t !== tab ? null : prompts.isPending ? (
              <div role="status" aria-label="Loading prompts" className="grid gap-2">
                {Array.from({ length: 3 }, (_, i) => (
                  <Skeleton key={i} className="h-12 w-full" />
                ))}
              </div>
            ) : prompts.isError || list.length === 0 ? (
              <div className="grid justify-items-start gap-2">
                <p className="text-sm text-muted-foreground">No prompts available right now</p>
                <Button variant="outline" size="sm" onClick={() => void prompts.refetch()}>
                  <RefreshCw aria-hidden="true" />
                  Try Again
                </Button>
              </div>
            ) : (
              <ul className="grid gap-2" aria-busy={prompts.isFetching}>
                {list.map((p, i) => (
                  <li key={`${i}-${p}`} className="flex flex-col gap-2 rounded-md border bg-background p-3 sm:flex-row sm:items-center sm:justify-between">
                    <p className="text-sm">{p}</p>
                    <Button variant="outline" size="sm" className="shrink-0 self-start sm:self-center" aria-label={`Use This: ${p}`} onClick={() => onUse(p)}>
                      Use This
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
