import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { HelpCircle, Heart, Lightbulb, Lock, MessageSquare, RefreshCw, Reply, Trash2, type LucideIcon } from 'lucide-react';
import { COMMENT_TYPE_LABEL, CONVERSATIONS, type CommentType, type EntryComment } from '@steady/shared';
import { CrisisPanel } from '@/components/crisis-panel';
import { ConfirmDeleteDialog } from '@/components/forms/confirm-delete-dialog';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, fieldA11y } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-client';
import { markCommentsRead, useCreateComment, useDeleteComment, useEntryComments } from '@/lib/conversations';
import { formatInZone } from '@/lib/dates';
import { plural } from '@/lib/format';

/**
 * Comments under a journal entry (docs/architecture.md, "Entry comments and secure messages"): type
 * chips, one level of replies, a coach's private notes (marked, visible only to them), delete of
 * one's own (and, for the author, of any), live updates through the shared cache, and an accessible
 * form. Shared by the journal (the author's own entries) and the circle's shared entries. When the
 * author is looking, their unread count for the entry is cleared.
 */

const TYPE_STYLE: Record<CommentType, { icon: LucideIcon; tone: BadgeTone }> = {
  comment: { icon: MessageSquare, tone: 'grey' },
  suggestion: { icon: Lightbulb, tone: 'yellow' },
  encouragement: { icon: Heart, tone: 'green' },
  question: { icon: HelpCircle, tone: 'teal' },
};

const ROLE_LABEL: Record<EntryComment['authorRole'], string> = {
  author: 'Author',
  friend: 'Friend',
  family: 'Family',
  coach: 'Coach',
  therapist: 'Therapist',
  service_provider: 'Service provider',
};

export function CommentTypeChip({ type }: { type: CommentType }) {
  const { icon: Icon, tone } = TYPE_STYLE[type];
  return (
    <Badge tone={tone}>
      <Icon aria-hidden="true" />
      {COMMENT_TYPE_LABEL[type]}
    </Badge>
  );
}

interface EntryCommentsProps {
  entryId: string;
  /** The signed-in person. */
  userId: string;
  /** Is the signed-in person the entry's author (their unread count is cleared while they look)? */
  isAuthor: boolean;
  timeZone?: string | undefined;
  /** The heading level of "Comments" inside the card. */
  headingAs?: 'h3' | 'h4';
}

export function EntryComments({ entryId, userId, isAuthor, timeZone, headingAs: Heading = 'h4' }: EntryCommentsProps) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const comments = useEntryComments(entryId);
  const [replyTo, setReplyTo] = useState<EntryComment | null>(null);
  const list = comments.data?.comments;

  // The author is looking: what is shown is read (again whenever a new comment arrives live).
  const seen = list?.length;
  useEffect(() => {
    if (isAuthor && seen !== undefined) void markCommentsRead(queryClient, userId, entryId).catch(() => undefined);
  }, [isAuthor, seen, queryClient, userId, entryId]);

  const top = list?.filter((c) => !c.parentCommentId) ?? [];
  const repliesOf = (id: string) => list?.filter((c) => c.parentCommentId === id) ?? [];
  const visibleCount = list?.filter((c) => !c.deleted).length ?? 0;

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-md border bg-muted/30 p-3 sm:p-4" data-testid="entry-comments">
      <Heading id={headingId} className="text-base font-semibold">
        Comments{list ? <span className="font-normal text-muted-foreground"> ({visibleCount})</span> : null}
      </Heading>
      {comments.isPending ? (
        <div role="status" aria-label="Loading comments" className="grid gap-2">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-4/5" />
        </div>
      ) : comments.isError ? (
        <div role="alert" className="grid justify-items-start gap-2">
          <p className="text-sm">{errorMessage(comments.error, 'Comments could not be loaded.')}</p>
          <Button size="sm" variant="outline" onClick={() => void comments.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : (
        <>
          {top.length === 0 ? (
            <p className="text-sm text-muted-foreground">No comments yet.</p>
          ) : (
            <ul className="grid gap-3" aria-label="Comments">
              {top.map((c) => (
                <li key={c.id} className="grid gap-2">
                  <CommentItem
                    comment={c}
                    entryId={entryId}
                    timeZone={timeZone}
                    onReply={comments.data.canComment && !c.isPrivateNote && !c.deleted ? () => setReplyTo(c) : undefined}
                  />
                  {repliesOf(c.id).length ? (
                    <ul className="ml-4 grid gap-2 border-l-2 pl-3 sm:ml-6" aria-label={`Replies to ${c.deleted ? 'a deleted comment' : c.authorName}`}>
                      {repliesOf(c.id).map((r) => (
                        <li key={r.id}>
                          <CommentItem comment={r} entryId={entryId} timeZone={timeZone} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {replyTo?.id === c.id ? (
                    <CommentForm entryId={entryId} userId={userId} parent={c} canWritePrivateNote={false} onDone={() => setReplyTo(null)} autoFocus />
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {comments.data.canComment ? <CommentForm entryId={entryId} userId={userId} canWritePrivateNote={comments.data.canWritePrivateNote} /> : null}
        </>
      )}
    </section>
  );
}

function CommentItem({
  comment,
  entryId,
  timeZone,
  onReply,
}: {
  comment: EntryComment;
  entryId: string;
  timeZone?: string | undefined;
  onReply?: (() => void) | undefined;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteComment(entryId);
  if (comment.deleted) {
    return (
      <article className="rounded-md px-3 py-2 text-sm italic text-muted-foreground" data-testid="entry-comment">
        Comment deleted
      </article>
    );
  }
  return (
    <article
      className={comment.isPrivateNote ? 'grid gap-1.5 rounded-md border border-dashed bg-card p-3' : 'grid gap-1.5 rounded-md border bg-card p-3'}
      data-testid="entry-comment"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-semibold">{comment.authorName}</span>
        <span className="text-muted-foreground">{ROLE_LABEL[comment.authorRole]}</span>
        <CommentTypeChip type={comment.commentType} />
        {comment.isPrivateNote ? (
          <Badge variant="outline">
            <Lock aria-hidden="true" />
            Private note · only you can see it
          </Badge>
        ) : null}
        <time dateTime={comment.createdAt} className="text-xs text-muted-foreground sm:ml-auto">
          {formatInZone(comment.createdAt, 'MMM d, yyyy h:mm a', timeZone)}
        </time>
      </div>
      <p className="whitespace-pre-line break-words text-sm leading-relaxed">{comment.content}</p>
      {onReply || comment.canDelete ? (
        <div className="flex flex-wrap gap-1">
          {onReply ? (
            <Button size="sm" variant="ghost" onClick={onReply} aria-label={`Reply to ${comment.authorName}`}>
              <Reply aria-hidden="true" />
              Reply
            </Button>
          ) : null}
          {comment.canDelete ? (
            <>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} aria-label={`Delete comment by ${comment.authorName}`}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
              <ConfirmDeleteDialog
                title="this comment"
                description="It is removed for everyone who can see this entry."
                open={confirming}
                onOpenChange={setConfirming}
                onConfirm={() => remove.mutateAsync(comment.id)}
                deletedToast="Comment deleted"
                failedToast="Failed to delete comment. Please try again."
              />
            </>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

function CommentForm({
  entryId,
  userId,
  parent,
  canWritePrivateNote,
  onDone,
  autoFocus,
}: {
  entryId: string;
  userId: string;
  parent?: EntryComment;
  canWritePrivateNote: boolean;
  onDone?: () => void;
  autoFocus?: boolean;
}) {
  const id = useId();
  const [content, setContent] = useState('');
  const [type, setType] = useState<CommentType>('comment');
  const [privateNote, setPrivateNote] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [crisis, setCrisis] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const create = useCreateComment(entryId);
  const label = parent ? `Reply to ${parent.authorName}` : 'Add a comment';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const text = content.trim();
    if (!text) {
      setError('Comment is required');
      textRef.current?.focus();
      return;
    }
    setError(undefined);
    try {
      const created = await create.mutateAsync({ content: text, commentType: type, isPrivateNote: privateNote, parentCommentId: parent?.id ?? null });
      setContent('');
      setPrivateNote(false);
      setType('comment');
      setCrisis(created.crisisDetected);
      if (!created.crisisDetected) onDone?.();
    } catch (err) {
      setError(err instanceof ApiError ? (err.fieldErrors.content ?? errorMessage(err, 'Failed to post comment.')) : 'Failed to post comment.');
      textRef.current?.focus();
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-3" aria-label={label} noValidate>
      {crisis ? <CrisisPanel userId={userId} compact headingAs="h4" /> : null}
      <Field id={`${id}-text`} label={label} error={error}>
        <Textarea
          ref={textRef}
          {...fieldA11y(`${id}-text`, error)}
          className="min-h-20"
          value={content}
          maxLength={CONVERSATIONS.commentMaxLength}
          autoFocus={autoFocus}
          onChange={(e) => setContent(e.target.value)}
        />
      </Field>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-type`}>Type</Label>
          <NativeSelect id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value as CommentType)} className="w-44">
            {(Object.keys(COMMENT_TYPE_LABEL) as CommentType[]).map((t) => (
              <option key={t} value={t}>
                {COMMENT_TYPE_LABEL[t]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {canWritePrivateNote ? (
          <div className="flex min-h-11 items-center gap-2">
            <Checkbox id={`${id}-private`} checked={privateNote} onCheckedChange={(v) => setPrivateNote(v === true)} />
            <Label htmlFor={`${id}-private`} className="font-normal">
              Private note (only you can see it)
            </Label>
          </div>
        ) : null}
        <div className="ml-auto flex gap-2">
          {onDone ? (
            <Button type="button" variant="ghost" onClick={onDone}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Posting...' : parent ? 'Post reply' : 'Post comment'}
          </Button>
        </div>
      </div>
    </form>
  );
}

/**
 * The card's Comments button: "{n} new comments" while there are unread ones, otherwise "Comments";
 * it expands the comments under the entry.
 */
export function EntryCommentsToggle({
  entryId,
  userId,
  isAuthor,
  unread,
  timeZone,
}: {
  entryId: string;
  userId: string;
  isAuthor: boolean;
  unread: number;
  timeZone?: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="grid gap-3">
      <Button
        variant={unread > 0 ? 'default' : 'ghost'}
        className="w-fit"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        data-testid="comments-toggle"
      >
        <MessageSquare aria-hidden="true" />
        {unread > 0 ? `${plural(unread, 'new comment')}` : open ? 'Hide comments' : 'Comments'}
      </Button>
      <div id={panelId} hidden={!open}>
        {open ? <EntryComments entryId={entryId} userId={userId} isAuthor={isAuthor} timeZone={timeZone} /> : null}
      </div>
    </div>
  );
}
