import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { COACH_CHAT, type ChatTurn, type CoachChatResponse } from '@steady/shared';
import { Bot, Send, User } from 'lucide-react';
import { CrisisPanel } from '@/components/crisis-panel';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { useCoachChat } from '../api/chat';

export const WELCOME_MESSAGE =
  "Hi, I'm your AI Life Coach. I'm here to listen and to help you reflect on your recovery, your goals and how you're feeling. I can see the themes of your recent journal entries and weekly analyses, so we can start from where you are. What's on your mind today?";

export const SUGGESTED_PROMPTS = [
  "I'm feeling anxious today. Can you help me calm down?",
  'Help me set one small goal for this week.',
  'I had a craving today. What can I do next time?',
  'What patterns do you see in my recent entries?',
] as const;

interface ChatMessage {
  id: number;
  role: 'coach' | 'user';
  content: string;
  reply?: Pick<CoachChatResponse, 'recommendations' | 'insights' | 'crisisDetected' | 'journalEntryId'>;
}

/**
 * The AI Life Coach chat (/ai-coach): a welcome message first; suggested prompts while
 * it is the only message; Enter sends, Shift+Enter adds a line; empty or whitespace is not sent; the
 * save-to-journal checkbox resets after each send; a reply to crisis language shows the 988 banner.
 */
export function CoachChat({ userId }: { userId: string }) {
  const [messages, setMessages] = useState<ChatMessage[]>([{ id: 0, role: 'coach', content: WELCOME_MESSAGE }]);
  const [draft, setDraft] = useState('');
  const [save, setSave] = useState(false);
  const nextId = useRef(1);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const chat = useCoachChat(userId);
  const inputId = useId();
  const saveId = useId();
  const hintId = useId();

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, chat.isPending]);

  const send = async () => {
    const text = draft.trim();
    if (!text || chat.isPending) return;
    // Earlier turns without the welcome, newest last (at most the contract's limit).
    const history: ChatTurn[] = messages
      .slice(1)
      .map((m) => ({ role: m.role, content: m.content.slice(0, COACH_CHAT.replyMax * 2) }))
      .slice(-COACH_CHAT.historyMax);
    const saveAsJournalEntry = save;
    setMessages((m) => [...m, { id: nextId.current++, role: 'user', content: text }]);
    setDraft('');
    setSave(false);
    try {
      const reply = await chat.mutateAsync({ message: text, saveAsJournalEntry, history });
      setMessages((m) => [...m, { id: nextId.current++, role: 'coach', content: reply.message, reply }]);
      if (reply.journalEntryId) toast({ title: 'Conversation Saved', description: 'This conversation has been saved to your journal.', variant: 'success' });
    } catch {
      toast({ title: 'Error', description: 'Failed to get response from AI coach. Please try again.', variant: 'destructive' });
    } finally {
      inputRef.current?.focus();
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  const pickSuggestion = (prompt: string) => {
    setDraft(prompt);
    inputRef.current?.focus();
  };

  return (
    <Card className="flex flex-col overflow-hidden">
      <div
        role="log"
        aria-label="Conversation with your AI Life Coach"
        aria-live="polite"
        className="grid max-h-[60vh] min-h-64 content-start gap-4 overflow-y-auto p-4 sm:p-6"
        tabIndex={0}
      >
        {messages.map((m) => (
          <Message key={m.id} message={m} userId={userId} />
        ))}
        {chat.isPending ? (
          <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner />
            Your coach is thinking...
          </div>
        ) : null}
        <div ref={endRef} />
      </div>

      {messages.length === 1 ? (
        <div className="grid gap-2 border-t p-4 sm:px-6">
          <h2 className="text-sm font-medium text-muted-foreground">Try asking</h2>
          <ul className="flex flex-wrap gap-2">
            {SUGGESTED_PROMPTS.map((p) => (
              <li key={p}>
                <Button variant="outline" size="sm" className="h-auto min-h-9 whitespace-normal py-1.5 text-left" onClick={() => pickSuggestion(p)}>
                  {p}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <form
        className="grid gap-3 border-t p-4 sm:px-6"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <Label htmlFor={inputId}>Message</Label>
        <Textarea
          ref={inputRef}
          id={inputId}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          rows={3}
          maxLength={COACH_CHAT.messageMax}
          className="min-h-20"
          placeholder="Share what's on your mind..."
          aria-describedby={hintId}
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          Press Enter to send, Shift+Enter for a new line.
        </p>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <Checkbox id={saveId} checked={save} onCheckedChange={(v) => setSave(v === true)} />
            <Label htmlFor={saveId}>Save this conversation to my journal</Label>
          </div>
          <Button type="submit" disabled={chat.isPending || !draft.trim()}>
            {chat.isPending ? <Spinner /> : <Send aria-hidden="true" />}
            {chat.isPending ? 'Sending...' : 'Send'}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function Message({ message, userId }: { message: ChatMessage; userId: string }) {
  const mine = message.role === 'user';
  const Icon = mine ? User : Bot;
  return (
    <div className={cn('flex gap-3', mine ? 'flex-row-reverse' : 'flex-row')} data-testid={mine ? 'user-message' : 'coach-message'}>
      <span className={cn('mt-1 grid size-8 shrink-0 place-content-center rounded-full', mine ? 'bg-muted' : 'bg-primary/15 text-primary')} aria-hidden="true">
        <Icon className="size-4" />
      </span>
      <div
        className={cn('grid max-w-[85%] gap-3 rounded-lg px-4 py-3 text-sm leading-relaxed', mine ? 'bg-primary text-primary-foreground' : 'border bg-card')}
      >
        <p className="sr-only">{mine ? 'You said:' : 'Coach said:'}</p>
        {message.reply?.crisisDetected ? <CrisisPanel userId={userId} compact headingAs="h3" /> : null}
        <p className="whitespace-pre-wrap break-words">{message.content}</p>
        {message.reply && message.reply.insights.length > 0 ? (
          <div className="grid gap-1">
            <h3 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Insights</h3>
            <ul className="list-disc space-y-1 pl-5">
              {message.reply.insights.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {message.reply && message.reply.recommendations.length > 0 ? (
          <div className="grid gap-1">
            <h3 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Recommendations</h3>
            <ul className="list-disc space-y-1 pl-5">
              {message.reply.recommendations.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}
