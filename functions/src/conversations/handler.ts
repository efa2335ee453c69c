import { conversationsRoutes } from '@steady/shared/routes/conversations';
import { recordRequestRead } from '../audit/service.js';
import { Reply, httpHandler, type DomainRoutes } from '../platform/http.js';
import { runtimeFromEnv } from '../app/runtime.js';
import { createComment, deleteComment, listComments, markCommentsRead, unreadComments } from './comments.js';
import { listConversations, listMessages, markConversationRead, sendMessage } from './messages.js';

export const routes: DomainRoutes<'conversations'> = {
  'GET /api/journal-entries/{entryId}/comments': async (req, rt) => {
    const { authorId, ...answer } = await listComments(rt, req.auth.userId, req.params.entryId);
    // Comments on someone else's entry: the entry's author is the subject (docs/architecture.md, "Audit of reads").
    await recordRequestRead(rt, req, { subjectId: authorId, what: 'comments', count: answer.comments.length });
    return answer;
  },
  'POST /api/journal-entries/{entryId}/comments': (req, rt) => createComment(rt, req.auth.userId, req.params.entryId, req.body),
  // The owner policy has checked that the entry is the caller's.
  'POST /api/journal-entries/{entryId}/comments/read': async (req, rt) => {
    await markCommentsRead(rt, req.auth.userId, req.params.entryId);
    return new Reply(204, undefined);
  },
  'DELETE /api/comments/{commentId}': async (req, rt) => {
    await deleteComment(rt, req.auth.userId, req.params.commentId);
    return new Reply(204, undefined);
  },
  'GET /api/users/{id}/comments/unread': (req, rt) => unreadComments(rt, req.params.id),
  'GET /api/users/{id}/conversations': (req, rt) => listConversations(rt, req.params.id),
  'GET /api/users/{id}/circle/{connectionId}/messages': async (req, rt) => {
    const { messages, cursor, patientId } = await listMessages(rt, req.params.id, req.params.connectionId, req.query);
    // The member (coach or therapist) reading the patient's thread; the patient reads their own (docs/architecture.md, "Audit of reads").
    await recordRequestRead(rt, req, { subjectId: patientId, what: 'messages', count: messages.length });
    return new Reply(200, messages, cursor ? { 'x-next-cursor': cursor } : {});
  },
  'POST /api/users/{id}/circle/{connectionId}/messages': (req, rt) => sendMessage(rt, req.params.id, req.params.connectionId, req.body.content),
  'POST /api/users/{id}/circle/{connectionId}/messages/read': (req, rt) => markConversationRead(rt, req.params.id, req.params.connectionId),
};

export const handler = httpHandler(conversationsRoutes, routes, runtimeFromEnv);
