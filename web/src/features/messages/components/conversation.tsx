import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Lock, RefreshCw, Send } from 'lucide-react';
import { CONVERSATIONS, type SecureMessage } from '@steady/shared';
import { CrisisPanel } from '@/components/crisis-panel';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, fieldA11y } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-client';
import { markConversationRead, useConversations, useMessages, useSendMessage } from '@/lib/conversations';
import { formatInZone } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { roleOf } from './conversation-list';

/**
 * One conversation (`/messages/:connectionId`): the history oldest to newest with "Load earlier
 * messages" for older pages, live (the shared cache is refetched on `secure_message`), marked read
 * while open, and a composer where Enter sends and Shift+Enter adds a line. A paused or removed
 * connection shows why it is closed.
 */
export function Conversation({ userId, connectionId, timeZone }: { userId: string; connectionId: string; timeZone?: string | undefined }) {
  const queryClient = useQueryClient();
  const conversations = useConversations(userId);
  const summary = conversations.data?.find((c) => c.connectionId === connectionId);
  const history = useMessages(userId, connectionId);
  const scrollRef = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);

  // Oldest first on screen; pages arrive newest first.
  const messages = (history.data?.pages ?? []).flatMap((p) => p.messages).reverse();
  const newestId = messages.at(-1)?.id;

  // Open means read: clear the unread count whenever something unread is shown.
  const unread = summary?.unreadCount ?? 0;
  useEffect(() => {
    if (unread > 0 && history.isSuccess) void markConversationRead(queryClient, userId, connectionId).catch(() => undefined);
  }, [unread, history.isSuccess, newestId, queryClient, userId, connectionId]);

  // Follow new messages at the bottom; loading earlier ones keeps the reader where they were.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (el && stickToBottom.current) el.scrollTop = el.scrollHeight;
  }, [newestId, history.isSuccess]);

  const name = summary?.name ?? 'Conversation';
  const closed = summary ? !summary.canMessage : false;

  return (
    <div className="grid gap-4">
      <PageHeader
        title={name}
        description={summary ? `${roleOf(summary)} · Secure messages` : 'Secure messages'}
        actions={
          <Button asChild variant="outline">
            <Link to="/messages">
              <ArrowLeft aria-hidden="true" />
              All messages
            </Link>
          </Button>
        }
      />
      {history.isPending ? (
        <div role="status" aria-label="Loading messages" className="grid gap-3">
          <Skeleton className="h-14 w-2/3" />
          <Skeleton className="ml-auto h-14 w-1/2" />
          <Skeleton className="h-14 w-3/5" />
        </div>
      ) : history.isError ? (
        <Card role="alert" className="grid justify-items-start gap-3 p-6">
          <p className="font-semibold">This conversation could not be opened</p>
          <p className="text-muted-foreground">{errorMessage(history.error, 'Please try again.')}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => void history.refetch()}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
            <Button asChild variant="ghost">
              <Link to="/messages">All messages</Link>
            </Button>
          </div>
        </Card>
      ) : (
        <Card className="grid gap-0 p-0">
          <div
            ref={scrollRef}
            role="log"
            aria-label={`Messages with ${name}`}
            aria-live="polite"
            tabIndex={0}
            className="grid max-h-[60dvh] min-h-48 content-start gap-3 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:outline-ring"
            onScroll={(e) => {
              const el = e.currentTarget;
              stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
            }}
            data-testid="message-log"
          >
            {history.hasNextPage ? (
              <Button
                variant="ghost"
                size="sm"
                className="justify-self-center"
                disabled={history.isFetchingNextPage}
                onClick={() => {
                  stickToBottom.current = false;
                  void history.fetchNextPage();
                }}
              >
                {history.isFetchingNextPage ? 'Loading...' : 'Load earlier messages'}
              </Button>
            ) : null}
            {messages.length === 0 ? (
              <p className="py-8 text-center text-muted-foreground">No messages yet. Say hello — only the two of you can read this conversation.</p>
            ) : (
              messages.map((m) => <MessageBubble key={m.id} message={m} mine={m.senderId === userId} name={name} timeZone={timeZone} />)
            )}
          </div>
          <div className="border-t p-4">
            {closed ? (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <Lock className="size-4" aria-hidden="true" />
                This connection is paused, so new messages cannot be sent.
              </p>
            ) : (
              <Composer
                userId={userId}
                connectionId={connectionId}
                name={name}
                onSent={() => {
                  stickToBottom.current = true;
                }}
              />
            )}
          </div>
        </Card>
      )}
    </div>
  );
}

function MessageBubble({ message, mine, name, timeZone }: { message: SecureMessage; mine: boolean; name: string; timeZone?: string | undefined }) {
  return (
    <div className={cn('grid max-w-[85%] gap-1 sm:max-w-[70%]', mine ? 'justify-self-end text-right' : 'justify-self-start')} data-testid="message">
      <p className="sr-only">{mine ? 'You' : name}:</p>
      <p
        className={cn(
          'whitespace-pre-line break-words rounded-lg px-3 py-2 text-left leading-relaxed',
          mine ? 'bg-primary text-primary-foreground' : 'border bg-muted text-foreground',
        )}
      >
        {message.content}
      </p>
      <time dateTime={message.createdAt} className="text-xs text-muted-foreground">
        {formatInZone(message.createdAt, 'MMM d, h:mm a', timeZone)}
      </time>
    </div>
  );
}

function Composer({ userId, connectionId, name, onSent }: { userId: string; connectionId: string; name: string; onSent: () => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [crisis, setCrisis] = useState(false);
  const ref = useRef<HTMLTextAreaElement>(null);
  const send = useSendMessage(userId, connectionId);
  const remaining = CONVERSATIONS.messageMaxLength - text.length;

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    const content = text.trim();
    if (!content || send.isPending) return;
    setError(undefined);
    try {
      const sent = await send.mutateAsync(content);
      setText('');
      setCrisis(sent.crisisDetected);
      onSent();
    } catch (err) {
      setError(err instanceof ApiError ? (err.fieldErrors.content ?? errorMessage(err, 'Your message was not sent.')) : 'Your message was not sent.');
    }
    ref.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter adds a line (and composing text in an IME is never sent half-way).
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-3" aria-label={`Message ${name}`} noValidate>
      {crisis ? <CrisisPanel userId={userId} compact headingAs="h2" /> : null}
      <Field
        id={`${id}-text`}
        label={`Message ${name}`}
        error={error}
        hint={remaining < 200 ? `${remaining} characters left` : 'Enter sends, Shift+Enter adds a new line.'}
      >
        <Textarea
          ref={ref}
          {...fieldA11y(`${id}-text`, error, true)}
          className="min-h-20"
          value={text}
          maxLength={CONVERSATIONS.messageMaxLength}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
      </Field>
      <Button type="submit" className="justify-self-end" disabled={send.isPending || !text.trim()}>
        <Send aria-hidden="true" />
        {send.isPending ? 'Sending...' : 'Send'}
      </Button>
    </form>
  );
}
