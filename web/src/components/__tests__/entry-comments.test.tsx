import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntryComment, EntryCommentsResponse } from '@steady/shared';
import { EntryComments } from '@/components/entry-comments';
import { USER_ID } from '@/testing/data';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

const ENTRY = '01ENTRY';
const COMMENTS = `GET /api/journal-entries/${ENTRY}/comments`;

const comment = (over: Partial<EntryComment>): EntryComment => ({
  id: '01C1',
  entryId: ENTRY,
  authorId: 'coach-1',
  authorName: 'Dr. Maya Chen',
  authorRole: 'coach',
  content: 'Proud of you for going.',
  commentType: 'encouragement',
  isPrivateNote: false,
  parentCommentId: null,
  deleted: false,
  createdAt: '2026-03-01T20:00:00.000Z',
  canDelete: true,
  ...over,
});

const response = (comments: EntryComment[], rights: Partial<EntryCommentsResponse> = {}): EntryCommentsResponse => ({
  comments,
  canComment: true,
  canWritePrivateNote: false,
  ...rights,
});

describe('entry comments', () => {
  it('shows type chips, nests replies under their comment, marks a deleted one, and clears the author’s unread count', async () => {
    const { requests } = stubFetch({
      [COMMENTS]: {
        body: response([
          comment({}),
          comment({
            id: '01C2',
            authorId: USER_ID,
            authorName: 'Jordan Rivera',
            authorRole: 'author',
            content: 'Thank you!',
            commentType: 'comment',
            parentCommentId: '01C1',
          }),
          comment({ id: '01C3', deleted: true, content: '', canDelete: false }),
        ]),
      },
      [`POST /api/journal-entries/${ENTRY}/comments/read`]: { status: 204 },
    });
    renderWithProviders(<EntryComments entryId={ENTRY} userId={USER_ID} isAuthor />);
    expect(await screen.findByText('Proud of you for going.')).toBeInTheDocument();
    expect(within(screen.getAllByTestId('entry-comment')[0]!).getByText('Encouragement')).toBeInTheDocument();
    const replies = screen.getByRole('list', { name: 'Replies to Dr. Maya Chen' });
    expect(within(replies).getByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByText('Comment deleted')).toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/comments/read'))).toBe(true));
  });

  it('offers the private-note choice to a coach and sends it with the type; an empty comment is refused at the field', async () => {
    const { requests } = stubFetch({
      [COMMENTS]: { body: response([], { canWritePrivateNote: true }) },
      [`POST /api/journal-entries/${ENTRY}/comments`]: (req) => ({
        status: 201,
        body: { ...comment({ ...(req.body as object), id: '01NEW', authorId: USER_ID }), crisisDetected: false, crisisLevel: 'none' },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<EntryComments entryId={ENTRY} userId={USER_ID} isAuthor={false} />);
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(screen.getByText('Comment is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'Check in about sleep.');
    await user.selectOptions(screen.getByLabelText('Type'), 'suggestion');
    await user.click(screen.getByRole('checkbox', { name: 'Private note (only you can see it)' }));
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/comments'))).toBe(true));
    const sent = requests.find((r) => r.method === 'POST' && r.path.endsWith('/comments'))!;
    expect(sent.body).toEqual({ content: 'Check in about sleep.', commentType: 'suggestion', isPrivateNote: true, parentCommentId: null });
    // A member never marks the author's comments read.
    expect(requests.some((r) => r.path.endsWith('/comments/read'))).toBe(false);
  });

  it('has no form when the person may only read', async () => {
    stubFetch({ [COMMENTS]: { body: response([comment({ canDelete: false })], { canComment: false }) } });
    renderWithProviders(<EntryComments entryId={ENTRY} userId={USER_ID} isAuthor={false} />);
    expect(await screen.findByText('Proud of you for going.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reply/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});
