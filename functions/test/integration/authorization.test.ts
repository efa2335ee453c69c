import { routes, type RouteDef } from '@steady/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, freshPhone, newUser, type Caller } from './helpers.js';
import { connectMember, setRole, tableDb } from './care-team.js';
import { makePng } from '../../../infra/local/png.js';

/**
 * The authorization matrix over every manifest route (docs/architecture.md, "Identity and authorization"): a route added to the
 * manifest joins automatically. Anonymous → 401 (unless public); another patient → 403 on every
 * route addressed to someone; the owner → allowed, with a valid sample body where one is needed.
 */
const SAMPLE_BODIES: Record<string, (owner: Caller) => unknown> = {
  'POST /api/marketplace/install-coach': (o) => ({ coachId: 'gentle-sponsor', userId: o.id }),
  'POST /api/marketplace/install-system': (o) => ({ systemId: 'urge-surfing', userId: o.id }),
  'POST /api/marketplace/install-bundle': (o) => ({ bundleId: 'first-steps-kit', userId: o.id }),
  'POST /api/create-checkout-session': (o) => ({ itemType: 'ai_coach', itemId: 'sleep-coach', price: 1499, userId: o.id }),
  'POST /api/register': () => ({
    name: 'Matrix',
    phoneNumber: freshPhone(),
    password: 'matrix-pass-1',
    timeZone: 'America/Chicago',
  }),
  'POST /api/users/{id}/journal-entries': (o) => ({ title: 'Matrix entry', content: 'Checking who may write here.', userId: o.id }),
  'PUT /api/users/{id}/settings': () => ({ notificationsEnabled: false }),
  // Settings screen.
  'POST /api/goals': (o) => ({ title: 'Matrix goal', description: 'Who may create it', userId: o.id }),
  'POST /api/checklists': (o) => ({ title: 'Matrix checklist', items: [{ text: 'one' }], userId: o.id }),
  'POST /api/parts': (o) => ({ name: 'Matrix part', description: 'Who may create it', role: 'self', userId: o.id }),
  'POST /api/experiments': (o) => ({ title: 'Matrix experiment', userId: o.id }),
  'POST /api/routines': (o) => ({ title: 'Matrix routine', userId: o.id }),
  'PUT /api/users/{id}/current-coach': () => ({ coachId: 'recovery-guide' }),
  'PUT /api/users/{id}/current-system': () => ({ systemId: 'daily-foundations' }),
  'PUT /api/users/{id}/safety-plan': () => ({ copingStrategies: ['Walk around the block'] }),
  'PUT /api/users/{id}/onboarding': () => ({ skippedSteps: ['inviteCode'] }),
  'PUT /api/users/{id}/consents': () => ({ sms: true }),
  'POST /api/support': () => ({ name: 'Matrix', email: 'matrix@example.com', subject: 'Matrix', category: 'other', message: 'Checking who may ask.' }),
  'PATCH /api/users/{id}/journal-entries/{entryId}/tags': () => ({ themes: ['matrix'] }),
  'PATCH /api/journal-entries/{entryId}/artifact': (o) => ({ isArtifact: true, userId: o.id }),
  // Writing prompts and the AI Life Coach.
  'POST /api/users/{id}/ai-coach/chat': (o) => ({ message: 'Checking who may talk here.', saveAsJournalEntry: false, userId: o.id }),
  // Wellness Habits: progress goes on a habit of the owner's, made once in beforeAll.
  'POST /api/habits': (o) => ({ name: 'Matrix habit', description: 'Who may create it', category: 'other', frequency: 'daily', unit: 'times', userId: o.id }),
  'POST /api/habit-entries': (o) => ({ habitId: sampled.habitId, value: 1, userId: o.id }),
  // Editing (DELETE takes no body): each addresses the owner's resource made in beforeAll.
  'PATCH /api/habits/{habitId}': (o) => ({ name: 'Matrix habit, edited', userId: o.id }),
  'PATCH /api/goals/{goalId}': (o) => ({ title: 'Matrix goal, edited', userId: o.id }),
  'PATCH /api/checklists/{checklistId}': (o) => ({ title: 'Matrix checklist, edited', userId: o.id }),
  'PATCH /api/parts/{partId}': (o) => ({ name: 'Matrix part, edited', userId: o.id }),
  'PATCH /api/experiments/{experimentId}': (o) => ({ title: 'Matrix experiment, edited', userId: o.id }),
  'PATCH /api/routines/{routineId}': (o) => ({ title: 'Matrix routine, edited', userId: o.id }),
  // Friends: a request to a number with no account answers like any other.
  'POST /api/users/{id}/friends/requests': () => ({ phoneNumber: freshPhone() }),
  // Editing an entry: the matrix's owner edits the sample entry first (this route comes before tags and
  // artifact in the manifest, which bump its version).
  'PATCH /api/users/{id}/journal-entries/{entryId}': (o) => ({ visibility: 'coach_only', version: 1, userId: o.id }),
  // The Support Circle.
  'POST /api/users/{id}/circle/create-invite': (o) => ({ relationshipType: 'family', permissions: { canViewEntries: true }, userId: o.id }),
  'PATCH /api/users/{id}/circle/{connectionId}': (o) => ({ canCommentEntries: true, userId: o.id }),
  'POST /api/circle/invites/{token}/accept': (o) => ({ userId: o.id }),
  // Entry comments and secure messages (conversations.test.ts walks members and paused connections).
  'POST /api/journal-entries/{entryId}/comments': (o) => ({ content: 'Matrix comment', userId: o.id }),
  'POST /api/users/{id}/circle/{connectionId}/messages': () => ({ content: 'Matrix message' }),
  // Shared workspaces (workspaces.test.ts walks the permissions and the setting).
  'POST /api/users/{id}/workspaces': () => ({ title: 'Matrix workspace', content: 'Who may create one?' }),
  'PUT /api/users/{id}/workspaces/{workspaceId}': () => ({ title: 'Matrix workspace', content: 'Who may edit it?', version: 1 }),
  // Coach availability and profile.
  'PUT /api/users/{id}/coach/availability': () => ({ hourlyRate: 90 }),
  'PUT /api/users/{id}/coach/profile': () => ({ bio: 'Matrix bio', specialties: [], certifications: [], languages: ['English'] }),
  'PUT /api/users/{id}/coach/profile/photo': () => ({ image: matrixPhoto() }),
  // Admin (admin.test.ts walks the rest).
  'PATCH /api/admin/users/{userId}': () => ({ isVerifiedCoach: true }),
  // Booking (booking.test.ts walks the rest): a free half hour of the matrix's bookable coach each time.
  'POST /api/coaching-sessions': (o) => ({ coachId: bookingCoach.id, sessionDate: nextBookingSlot(), sessionType: 'follow-up', userId: o.id }),
  // Forms (forms.test.ts walks the builder, answering and the coach's reads).
  'POST /api/coaches/{id}/forms': () => ({ title: 'Matrix form' }),
  'PUT /api/forms/{formId}': () => ({ title: 'Matrix form, edited' }),
  'POST /api/forms/{formId}/fields': () => ({ fieldType: 'text', label: 'Matrix question' }),
  'PUT /api/forms/{formId}/fields/reorder': () => ({ fieldOrders: [{ fieldId: formsSample.reorderFieldId ?? 'none', orderIndex: 0 }] }),
  'PUT /api/form-fields/{fieldId}': () => ({ label: 'Matrix choice, edited' }),
  'POST /api/form-fields/{fieldId}/options': () => ({ optionLabel: 'Matrix option' }),
  'POST /api/forms/{formId}/assignments': () => ({ userId: formsSample.client, dueDate: null }),
  'PUT /api/form-assignments/{assignmentId}/progress': () => ({ responseValues: [] }),
  'POST /api/form-assignments/{assignmentId}/responses': () => ({ responseValues: [] }),
  'POST /api/form-templates/{templateId}/assignments': () => ({ userId: formsSample.coachClient }),
  'POST /api/users/{id}/coach/marketplace-items': () => coachItemBody,
  'PATCH /api/users/{id}/coach/marketplace-items/{itemId}': () => ({ ...coachItemBody, name: 'Matrix persona, edited' }),
};

/** A verified coach working every day 00:00-23:30 UTC (made with the booking sample below). */
let bookingCoach: Caller = { id: 'unset', phoneNumber: '', token: '' };
let bookingSlots = 0;
/** Half hours of a day three days ahead, one after the other. */
const nextBookingSlot = () => new Date(Math.floor(Date.now() / 86_400_000 + 3) * 86_400_000 + (2 + bookingSlots++) * 1_800_000).toISOString();

/** Query strings the owner's call needs (routes whose query has required fields). */
const OWNER_QUERY: Record<string, string> = {
  'GET /api/admin/users': '?query=Matrix',
  'GET /api/admin/access-log.csv': '?from=2026-01-01&to=2026-01-02',
};

/** A 4×4 PNG for the photo routes. */
const matrixPhoto = () => `data:image/png;base64,${makePng(4, 4, () => [0, 128, 128]).toString('base64')}`;

/**
 * Where the owner's own request is not a success: the owner of an invite link cannot accept or decline
 * it (400). circle.test.ts walks the invitee's side.
 */
const OWNER_STATUS: Record<string, number> = {
  'POST /api/circle/invites/{token}/accept': 400,
  'POST /api/circle/invites/{token}/decline': 400,
};

/**
 * Path parameters other than `{id}` address a resource of the owner by its own id: each is made once
 * for the owner, so strangers are refused (403) and the owner is allowed; an unknown id is a 404.
 */
const SAMPLE_PARAMS: Record<string, (owner: Caller) => Promise<string>> = {
  // Shared with coaches, so a connected coach with viewEntries may read it (the care-team block below).
  entryId: async (o) => {
    const res = await api(`/api/users/${o.id}/journal-entries`, {
      method: 'POST',
      token: o.token,
      body: { title: 'Matrix resource', content: 'An entry that the matrix addresses by its id.', visibility: 'coach_only' },
    });
    return res.body.id as string;
  },
  // The habit that 'POST /api/habit-entries' logs progress on, then edited and deleted by its id.
  habitId: async (o) => {
    const res = await api('/api/habits', {
      method: 'POST',
      token: o.token,
      body: { name: 'Matrix resource', description: 'A habit the matrix logs progress on', category: 'other', frequency: 'daily', unit: 'times' },
    });
    return res.body.id as string;
  },
};
// Planning items (Settings screen), edited then deleted by the owner; addressed in the caller's partition,
// so a stranger's request finds nothing (404, checked in settings-screen.test.ts).
const planningItem = (kind: string, body: Record<string, unknown>) => async (o: Caller) =>
  (await api(`/api/${kind}`, { method: 'POST', token: o.token, body })).body.id as string;
SAMPLE_PARAMS.goalId = planningItem('goals', { title: 'Matrix resource', description: 'A goal the matrix edits' });
SAMPLE_PARAMS.checklistId = planningItem('checklists', { title: 'Matrix resource', items: [{ text: 'one' }] });
SAMPLE_PARAMS.partId = planningItem('parts', { name: 'Matrix resource', description: 'A part the matrix edits', role: 'self' });
SAMPLE_PARAMS.experimentId = planningItem('experiments', { title: 'Matrix resource' });
SAMPLE_PARAMS.routineId = planningItem('routines', { title: 'Matrix resource' });
// The Support Circle: an invite link of the owner's (its token), another invite to revoke, and a member of the owner's circle.
const circleInvite = async (o: Caller) =>
  (await api(`/api/users/${o.id}/circle/create-invite`, { method: 'POST', token: o.token, body: { relationshipType: 'family' } })).body as {
    id: string;
    link: string;
  };
SAMPLE_PARAMS.token = async (o) => (await circleInvite(o)).link.split('/circle/accept/')[1]!;
SAMPLE_PARAMS.inviteId = async (o) => (await circleInvite(o)).id;
// A mood category is not a resource of anyone: any known category will do.
SAMPLE_PARAMS.category = async () => 'gratitude';
// Friends: a friend of the owner (through an invite link), a request to the owner, an invite link of
// the owner's, and someone else's invite link for the owner to open and accept.
const createInvite = async (c: Caller) =>
  (await api(`/api/users/${c.id}/friends/create-invite`, { method: 'POST', token: c.token })).body as { id: string; token: string };
SAMPLE_PARAMS.friendId = async (o) => {
  const friend = await newUser('Matrix Friend');
  const { token } = await createInvite(o);
  await api(`/api/friends/invites/${token}/accept`, { method: 'POST', token: friend.token });
  return friend.id;
};
SAMPLE_PARAMS.requestId = async (o) => {
  const requester = await newUser('Matrix Requester');
  await api(`/api/users/${requester.id}/friends/requests`, { method: 'POST', token: requester.token, body: { phoneNumber: o.phoneNumber } });
  return requester.id;
};
// Friend invites share the {inviteId} and {token} names with circle invites: their routes get their own (ROUTE_PARAMS).
const friendInviteId = async (o: Caller) => ({ inviteId: (await createInvite(o)).id });
const friendToken = async () => ({ token: (await createInvite(await newUser('Matrix Inviter'))).token });
// A comment the owner wrote on an entry of their own (deleted by its id).
SAMPLE_PARAMS.commentId = async (o) => {
  const entryId = await SAMPLE_PARAMS.entryId!(o);
  const res = await api(`/api/journal-entries/${entryId}/comments`, { method: 'POST', token: o.token, body: { content: 'Matrix comment' } });
  return res.body.id as string;
};
// The other person of an active coach connection of the owner's (`connectionId` is their user id): the
// owner may change its permissions (circle) and message them (conversations).
SAMPLE_PARAMS.connectionId = async (o) => {
  const coach = await newUser('Matrix Connection');
  await setRole(coach.id, 'coach');
  await connectMember(o.id, coach.id, { permissions: { viewEntries: true } });
  return coach.id;
};

// A shared workspace of the owner's (the owner allows coach workspaces first); edited once (version 1).
SAMPLE_PARAMS.workspaceId = async (o) => {
  await api(`/api/users/${o.id}/settings`, { method: 'PUT', token: o.token, body: { allowCoachWorkspaces: true } });
  const res = await api(`/api/users/${o.id}/workspaces`, {
    method: 'POST',
    token: o.token,
    body: { title: 'Matrix resource', content: 'A workspace the matrix edits.' },
  });
  return res.body.id as string;
};

/** The coach who owns the `coach` routes of the matrix (made once, on first use). */
let matrixCoachOnce: Promise<Caller> | undefined;
const matrixCoach = () =>
  (matrixCoachOnce ??= newUser('Coach Owner').then(async (c) => {
    await setRole(c.id, 'coach');
    return c;
  }));
// A crisis alert is the coach's: the owner, connected to the matrix's coach, writes an entry in crisis.
SAMPLE_PARAMS.alertId = async (o) => {
  const coach = await matrixCoach();
  await connectMember(o.id, coach.id, { permissions: { viewEntries: true } });
  await api(`/api/users/${o.id}/journal-entries`, {
    method: 'POST',
    token: o.token,
    body: { title: 'Matrix alert', content: 'I have a plan to take all my pills tonight.' },
  });
  const alerts = (await api(`/api/users/${coach.id}/coach/alerts`, { token: coach.token })).body as { id: string; patientId: string }[];
  return alerts.find((a) => a.patientId === o.id)!.id;
};
/** A patient connected to the coach `c` with viewEntries (a student of the Coach Dashboard). */
const matrixStudent = async (c: Caller) => {
  const student = await newUser('Matrix Student');
  await connectMember(student.id, c.id, { permissions: { viewEntries: true } });
  return student.id;
};
SAMPLE_PARAMS.studentId = async (o) => o.id;
// A coach in the owner's circle, with a photo: the owner may see it.
SAMPLE_PARAMS.coachId = async (o) => {
  const coach = await newUser('Matrix Photo Coach');
  await setRole(coach.id, 'coach');
  await connectMember(o.id, coach.id);
  await api(`/api/users/${coach.id}/coach/profile/photo`, { method: 'PUT', token: coach.token, body: { image: matrixPhoto() } });
  return coach.id;
};
// A coaching session the owner booked with the matrix's bookable coach; its availability is the coach's.
SAMPLE_PARAMS.sessionId = async (o) => {
  bookingCoach = await newUser('Matrix Booking Coach');
  await setRole(bookingCoach.id, 'coach');
  await tableDb().entities.user.patch({ userId: bookingCoach.id }).set({ isVerifiedCoach: true }).go();
  const schedule = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek, startTime: '00:00', endTime: '23:30', isActive: true }));
  await api(`/api/users/${bookingCoach.id}/coach/availability`, { method: 'PUT', token: bookingCoach.token, body: { timeZone: 'UTC', schedule } });
  OWNER_QUERY['GET /api/coaches/availability'] = `?coachId=${bookingCoach.id}&date=${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)}`;
  const res = await api('/api/coaching-sessions', { method: 'POST', token: o.token, body: SAMPLE_BODIES['POST /api/coaching-sessions']!(o) });
  return res.body.session.id as string;
};
// A coach-published item (the matrix coach's draft; its own routes get one each, ROUTE_PARAMS).
SAMPLE_PARAMS.itemId = async () => coachItemOf(await matrixCoach());
// A user an admin manages (PATCH /api/admin/users/{userId}).
SAMPLE_PARAMS.userId = async () => (await newUser('Matrix Managed')).id;
/** The admin who owns the `admin` routes of the matrix. */
let matrixAdminOnce: Promise<Caller> | undefined;
const matrixAdmin = () =>
  (matrixAdminOnce ??= newUser('Admin Owner').then(async (c) => {
    await setRole(c.id, 'admin');
    return c;
  }));
// Forms: a form of the owner's (made while they were a coach: the owner policy checks ownership, not the
// role) with one choice field, a client connected to them, an assignment to the owner from a coach of
// theirs, and a response of the owner's; a client of the matrix's coach for the instrument templates.
const formsSample: { client?: string; coachClient?: string; fieldId?: string; reorderFieldId?: string } = {};
const ownersForm = async (o: Caller, field: Record<string, unknown>) => {
  await setRole(o.id, 'coach');
  const form = await api(`/api/coaches/${o.id}/forms`, { method: 'POST', token: o.token, body: { title: 'Matrix resource' } });
  const made = await api(`/api/forms/${form.body.id}/fields`, { method: 'POST', token: o.token, body: field });
  await setRole(o.id, 'user');
  return { formId: form.body.id as string, fieldId: made.body.id as string };
};
const choiceField = { fieldType: 'single_choice', label: 'Matrix choice', options: [{ optionLabel: 'One' }] };
SAMPLE_PARAMS.formId = async (o) => {
  const { formId, fieldId } = await ownersForm(o, choiceField);
  const client = await newUser('Matrix Form Client');
  await connectMember(client.id, o.id);
  formsSample.client = client.id;
  formsSample.fieldId = fieldId;
  return formId;
};
SAMPLE_PARAMS.fieldId = async () => formsSample.fieldId!;
const assignedToOwner = async (o: Caller) => {
  const coach = await newUser('Matrix Form Coach');
  await setRole(coach.id, 'coach');
  await connectMember(o.id, coach.id);
  const form = await api(`/api/coaches/${coach.id}/forms`, { method: 'POST', token: coach.token, body: { title: 'Matrix assigned form' } });
  await api(`/api/forms/${form.body.id}/fields`, { method: 'POST', token: coach.token, body: { fieldType: 'text', label: 'Anything to add?' } });
  const assigned = await api(`/api/forms/${form.body.id}/assignments`, { method: 'POST', token: coach.token, body: { userId: o.id } });
  return assigned.body[0].id as string;
};
SAMPLE_PARAMS.assignmentId = assignedToOwner;
SAMPLE_PARAMS.responseId = async (o) => {
  const assignmentId = await assignedToOwner(o);
  const res = await api(`/api/form-assignments/${assignmentId}/responses`, { method: 'POST', token: o.token, body: { responseValues: [] } });
  return res.body.id as string;
};
SAMPLE_PARAMS.templateId = async () => {
  const coach = await matrixCoach();
  formsSample.coachClient = await matrixStudent(coach);
  return 'phq-9';
};
SAMPLE_PARAMS.clientId = async (o) => o.id;

/** Routes whose owner call would find the sampled resource already used by an earlier route get one of their own. */
const ROUTE_PARAMS: Record<string, (owner: Caller) => Promise<Record<string, string>>> = {
  // Accept (earlier in the manifest) has removed the sampled request.
  'POST /api/users/{id}/friends/requests/{requestId}/decline': async (o) => ({ requestId: await SAMPLE_PARAMS.requestId!(o) }),
  'DELETE /api/users/{id}/friends/invites/{inviteId}': friendInviteId,
  'GET /api/friends/invites/{token}': friendToken,
  'POST /api/friends/invites/{token}/accept': friendToken,
  // The coach's own student: a patient sharing entries with the matrix's coach.
  'GET /api/users/{id}/coach/students/{connectionId}/analytics': async (o) => {
    const student = await newUser('Matrix Student');
    await connectMember(student.id, o.id, { permissions: { viewEntries: true } });
    return { connectionId: student.id };
  },
  // The coach's student routes address a patient connected to the matrix's coach with viewEntries.
  'GET /api/users/{id}/coach/students/{connectionId}/entries': async (c) => ({ connectionId: await matrixStudent(c) }),
  'POST /api/users/{id}/coach/needs-attention/{studentId}/dismiss': async (c) => ({ studentId: await matrixStudent(c) }),
  // Forms: deleting gets a form and a field of its own; the reorder a form whose one field it lists.
  'DELETE /api/forms/{formId}': async (o) => ({ formId: (await ownersForm(o, choiceField)).formId }),
  'DELETE /api/form-fields/{fieldId}': async (o) => ({ fieldId: (await ownersForm(o, choiceField)).fieldId }),
  'PUT /api/forms/{formId}/fields/reorder': async (o) => {
    const { formId, fieldId } = await ownersForm(o, choiceField);
    formsSample.reorderFieldId = fieldId;
    return { formId };
  },
  'GET /api/coaches/{id}/clients/{clientId}/form-scores': async (c) => ({ clientId: await matrixStudent(c) }),
  // Coach-published content: a draft of the matrix coach's own; publishing needs a verified coach.
  'PATCH /api/users/{id}/coach/marketplace-items/{itemId}': async (c) => ({ itemId: await coachItemOf(c) }),
  'POST /api/users/{id}/coach/marketplace-items/{itemId}/publish': async (c) => ({ itemId: await coachItemOf(c) }),
  'POST /api/users/{id}/coach/marketplace-items/{itemId}/unpublish': async (c) => {
    const itemId = await coachItemOf(c);
    await api(`/api/users/${c.id}/coach/marketplace-items/${itemId}/publish`, { method: 'POST', token: c.token });
    return { itemId };
  },
};
const coachItemBody = {
  itemType: 'ai_coach',
  name: 'Matrix persona',
  description: 'A persona the matrix edits',
  price: 0,
  personality: 'Calm',
  specialties: ['evenings'],
  systemPrompt: 'Speak gently.',
};
/** A draft AI coach persona of the coach's (a verified coach: only they publish). */
const coachItemOf = async (c: Caller) => {
  await tableDb().entities.user.patch({ userId: c.id }).set({ isVerifiedCoach: true }).go();
  const res = await api(`/api/users/${c.id}/coach/marketplace-items`, { method: 'POST', token: c.token, body: coachItemBody });
  return res.body.id as string;
};
const paramsOf = (r: RouteDef) => [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).filter((p) => p !== 'id');

const all = routes as readonly RouteDef[];
const key = (r: RouteDef) => `${r.method} ${r.path}`;
const sampled: Record<string, string> = {};
const pathFor = (r: RouteDef, id: string, values: Record<string, string> = sampled) =>
  r.path.replace(/\{(\w+)\}/g, (_m, p: string) => encodeURIComponent(p === 'id' ? id : (values[p] ?? p)));

describe('authorization matrix', () => {
  let owner: Caller;
  let stranger: Caller;
  // Routes of policy `coach` belong to a coach: the matrix's owner of those is a coach.
  let coachOwner: Caller;
  let adminOwner: Caller;
  const ownerOf = (r: RouteDef) => (r.policy === 'coach' ? coachOwner : r.policy === 'admin' ? adminOwner : owner);
  beforeAll(async () => {
    owner = await newUser('Owner');
    stranger = await newUser('Stranger');
    coachOwner = await matrixCoach();
    adminOwner = await matrixAdmin();
    for (const [param, make] of Object.entries(SAMPLE_PARAMS)) sampled[param] = await make(owner);
  });

  it('can make a resource for every path parameter', () => {
    const missing = all.flatMap(paramsOf).filter((p) => !SAMPLE_PARAMS[p]);
    expect(missing).toEqual([]);
  });

  it('has a sample body for every route that takes one', () => {
    const missing = all.filter((r) => r.body && r.policy !== 'twilio' && r.policy !== 'stripe' && !SAMPLE_BODIES[key(r)]).map(key);
    expect(missing).toEqual([]);
  });

  // Webhooks prove their sender by signature, not by token: unsigned or forged → 403 (calls.test.ts signs real ones).
  for (const route of all.filter((r) => r.policy === 'twilio')) {
    it(`${key(route)}: unsigned → 403, even with a token`, async () => {
      expect((await api(`${route.path}?callId=01NOSUCHCALL&turn=0`, { method: route.method, rawBody: '' })).status).toBe(403);
      expect((await api(`${route.path}?callId=01NOSUCHCALL&turn=0`, { method: route.method, token: owner.token, rawBody: '' })).status).toBe(403);
    });
  }

  // Stripe's webhook proves its sender by signature over the raw body (payments.test.ts signs real ones): unsigned → 400.
  for (const route of all.filter((r) => r.policy === 'stripe')) {
    it(`${key(route)}: unsigned → 400, even with a token`, async () => {
      expect((await api(route.path, { method: route.method, rawBody: '{}' })).status).toBe(400);
      expect((await api(route.path, { method: route.method, token: owner.token, rawBody: '{}' })).status).toBe(400);
    });
  }

  for (const route of all.filter((r) => r.policy !== 'twilio' && r.policy !== 'stripe')) {
    const name = key(route);
    if (route.policy !== 'public') {
      it(`${name}: anonymous → 401`, async () => {
        const res = await api(pathFor(route, owner.id), { method: route.method, body: SAMPLE_BODIES[name]?.(owner) });
        expect(res.status).toBe(401);
      });
    }
    if (route.path.includes('{id}')) {
      it(`${name}: another patient → 403`, async () => {
        const res = await api(pathFor(route, owner.id), { method: route.method, token: stranger.token, body: SAMPLE_BODIES[name]?.(owner) });
        expect(res.status).toBe(403);
      });
    }
    if (route.policy.startsWith('owner:')) {
      it(`${name}: another patient addressing the owner's resource → 403`, async () => {
        const res = await api(pathFor(route, owner.id), { method: route.method, token: stranger.token, body: SAMPLE_BODIES[name]?.(stranger) });
        expect(res.status).toBe(403);
      });
      it(`${name}: a resource that does not exist → 404`, async () => {
        const unknown = Object.fromEntries(paramsOf(route).map((p) => [p, `01NOSUCH${p.toUpperCase()}`]));
        const res = await api(pathFor(route, owner.id, unknown), { method: route.method, token: owner.token, body: SAMPLE_BODIES[name]?.(owner) });
        expect(res.status).toBe(404);
      });
    }
    it(`${name}: owner → allowed`, async () => {
      const o = ownerOf(route);
      const values = { ...sampled, ...(await ROUTE_PARAMS[name]?.(o)) };
      const res = await api(pathFor(route, o.id, values) + (OWNER_QUERY[name] ?? ''), { method: route.method, token: o.token, body: SAMPLE_BODIES[name]?.(o) });
      expect(res.status, JSON.stringify(res.body)).toBe(OWNER_STATUS[name] ?? route.status ?? 200);
    });
    if (route.policy === 'admin') {
      it(`${name}: a patient, a coach → 403`, async () => {
        for (const c of [stranger, coachOwner]) {
          const res = await api(pathFor(route, c.id) + (OWNER_QUERY[name] ?? ''), { method: route.method, token: c.token, body: SAMPLE_BODIES[name]?.(c) });
          expect(res.status).toBe(403);
        }
      });
    }
  }

  // 'authenticated' routes have no {id}: a stranger may call them, but only for themself (an item id
  // of theirs is looked up in the caller's own partition).
  for (const route of all.filter((r) => r.policy === 'authenticated' && r.body)) {
    it(`${key(route)}: another patient naming the owner in the body → 403`, async () => {
      const res = await api(pathFor(route, stranger.id), { method: route.method, token: stranger.token, body: SAMPLE_BODIES[key(route)]?.(owner) });
      expect(res.status).toBe(403);
    });
  }

  it('refuses a body whose userId is someone else, even on the caller’s own path', async () => {
    const res = await api(`/api/users/${owner.id}/journal-entries`, {
      method: 'POST',
      token: owner.token,
      body: { title: 't', content: 'long enough content', userId: stranger.id },
    });
    expect(res.status).toBe(403);
  });
});

/**
 * Care-team policies (docs/architecture.md, "Identity and authorization"): `careTeam:<permission>` opens a patient's route to a member
 * with an ACTIVE connection carrying that permission; `coach` needs the role coach or therapist.
 */
describe('care team', () => {
  let patient: Caller;
  let full: Caller;
  let none: Caller;
  let paused: Caller;
  let entryTitle: string;
  const patientParams: Record<string, string> = {};
  const careRoutes = all.filter((r) => r.policy.startsWith('careTeam:'));
  beforeAll(async () => {
    [patient, full, none, paused] = await Promise.all([newUser('Care Patient'), newUser('Care Coach'), newUser('Care Coach Two'), newUser('Care Coach Three')]);
    await Promise.all([setRole(full.id, 'coach'), setRole(none.id, 'therapist'), setRole(paused.id, 'coach')]);
    const all3 = { viewEntries: true, commentEntries: true, editWorkspaces: true };
    await connectMember(patient.id, full.id, { permissions: all3 });
    await connectMember(patient.id, none.id, { relationshipType: 'therapist', permissions: {} });
    await connectMember(patient.id, paused.id, { status: 'paused', permissions: all3 });
    entryTitle = `Care team entry ${patient.id.slice(0, 6)}`;
    for (const [param, make] of Object.entries(SAMPLE_PARAMS)) patientParams[param] = await make(patient);
    await api(`/api/users/${patient.id}/journal-entries`, {
      method: 'POST',
      token: patient.token,
      body: { title: entryTitle, content: 'Something the care team may read.', visibility: 'coach_only' },
    });
    await api(`/api/users/${patient.id}/journal-entries`, {
      method: 'POST',
      token: patient.token,
      body: { title: `${entryTitle} (private)`, content: 'Something for the patient alone.' },
    });
  });

  it("a connected coach with viewEntries reads the patient's shared entries, never the private ones", async () => {
    const res = await api(`/api/users/${patient.id}/journal-entries`, { token: full.token });
    expect(res.status).toBe(200);
    const titles = res.body.map((e: { title: string }) => e.title);
    expect(titles).toContain(entryTitle);
    expect(titles).not.toContain(`${entryTitle} (private)`);
  });

  it('without the permission, or with a paused connection, the entries are refused (403)', async () => {
    expect((await api(`/api/users/${patient.id}/journal-entries`, { token: none.token })).status).toBe(403);
    expect((await api(`/api/users/${patient.id}/journal-entries`, { token: paused.token })).status).toBe(403);
  });

  it("a connection does not open the patient's own routes (settings, writing, chat)", async () => {
    expect((await api(`/api/users/${patient.id}/settings`, { token: full.token })).status).toBe(403);
    const write = await api(`/api/users/${patient.id}/journal-entries`, {
      method: 'POST',
      token: full.token,
      body: { title: 'Not mine', content: 'A coach cannot write here.' },
    });
    expect(write.status).toBe(403);
    const chat = await api(`/api/users/${patient.id}/ai-coach/chat`, { method: 'POST', token: full.token, body: { message: 'hello' } });
    expect(chat.status).toBe(403);
  });

  for (const route of careRoutes) {
    const name = key(route);
    it(`${name}: a member with the permission → allowed; without it or paused → 403`, async () => {
      const path = pathFor(route, patient.id, patientParams);
      const allowed = await api(path, { method: route.method, token: full.token, body: SAMPLE_BODIES[name]?.(full) });
      expect(allowed.status, JSON.stringify(allowed.body)).toBe(route.status ?? 200);
      expect((await api(path, { method: route.method, token: none.token, body: SAMPLE_BODIES[name]?.(none) })).status).toBe(403);
      expect((await api(path, { method: route.method, token: paused.token, body: SAMPLE_BODIES[name]?.(paused) })).status).toBe(403);
    });
  }

  it('coach routes: a patient on their own id → 403; a coach or therapist on their own id → 200, on another coach’s id → 403', async () => {
    expect((await api(`/api/users/${patient.id}/coach/alerts`, { token: patient.token })).status).toBe(403);
    expect((await api(`/api/users/${full.id}/coach/alerts`, { token: full.token })).status).toBe(200);
    expect((await api(`/api/users/${none.id}/coach/alerts`, { token: none.token })).status).toBe(200);
    expect((await api(`/api/users/${full.id}/coach/alerts`, { token: none.token })).status).toBe(403);
  });
});

/**
 * The Support Circle's routes and the entry routes as each kind of member of a patient's circle
 * (docs/architecture.md, "Support Circle", "Entry visibility"): with view permission (coach and family),
 * with only comment or only workspace permission, and paused. The owner, strangers and anonymous
 * callers are walked by the matrix above.
 */
describe('Support Circle routes × members', () => {
  let patient: Caller;
  const members: Record<string, Caller> = {};
  const entries: Record<string, string> = {};
  const circleRoutes = all.filter((r) => r.domain === 'circle' || r.path.startsWith('/api/users/{id}/journal-entries/{entryId}'));
  const params: Record<string, string> = {};
  beforeAll(async () => {
    patient = await newUser('Circle Patient');
    const kinds = {
      coachView: { relationshipType: 'coach' as const, permissions: { viewEntries: true } },
      familyView: { relationshipType: 'family' as const, permissions: { viewEntries: true } },
      commentOnly: { relationshipType: 'family' as const, permissions: { commentEntries: true } },
      workspacesOnly: { relationshipType: 'coach' as const, permissions: { editWorkspaces: true } },
      paused: { relationshipType: 'coach' as const, status: 'paused' as const, permissions: { viewEntries: true, commentEntries: true } },
    };
    for (const [kind, options] of Object.entries(kinds)) {
      members[kind] = await newUser(`Circle ${kind}`);
      await connectMember(patient.id, members[kind].id, options);
    }
    for (const visibility of ['private', 'coach_only', 'circle'])
      entries[visibility] = (
        await api(`/api/users/${patient.id}/journal-entries`, {
          method: 'POST',
          token: patient.token,
          body: { title: `Circle ${visibility}`, content: 'Who may read this one?', visibility },
        })
      ).body.id;
    params.entryId = entries.circle!;
    params.token = await SAMPLE_PARAMS.token!(patient);
    params.inviteId = await SAMPLE_PARAMS.inviteId!(patient);
    params.connectionId = members.familyView!.id;
  });

  it('covers every Support Circle route', () => {
    expect(circleRoutes.length).toBeGreaterThanOrEqual(11);
  });

  for (const route of circleRoutes.filter((r) => r.path.includes('{id}') && r.policy === 'self')) {
    it(`${key(route)} on the patient's id: every member → 403`, async () => {
      for (const [kind, m] of Object.entries(members)) {
        const res = await api(pathFor(route, patient.id, params), { method: route.method, token: m.token, body: SAMPLE_BODIES[key(route)]?.(m) });
        expect(res.status, kind).toBe(403);
      }
    });
  }

  it('GET one entry: by visibility for members who may view; 403 without the permission or paused', async () => {
    const read = (m: Caller, visibility: string) => api(`/api/users/${patient.id}/journal-entries/${entries[visibility]}`, { token: m.token });
    const expected: Record<string, Record<string, number>> = {
      coachView: { private: 404, coach_only: 200, circle: 200 },
      familyView: { private: 404, coach_only: 404, circle: 200 },
      commentOnly: { private: 403, coach_only: 403, circle: 403 },
      workspacesOnly: { private: 403, coach_only: 403, circle: 403 },
      paused: { private: 403, coach_only: 403, circle: 403 },
    };
    for (const [kind, byVisibility] of Object.entries(expected))
      for (const [visibility, status] of Object.entries(byVisibility))
        expect((await read(members[kind]!, visibility)).status, `${kind} ${visibility}`).toBe(status);
  });

  it('the entry list and artifacts: members who may view get only what they may read; others 403', async () => {
    const titles = async (m: Caller) =>
      ((await api(`/api/users/${patient.id}/journal-entries`, { token: m.token })).body as { title: string }[]).map((e) => e.title).sort();
    expect(await titles(members.coachView!)).toEqual(['Circle circle', 'Circle coach_only']);
    expect(await titles(members.familyView!)).toEqual(['Circle circle']);
    for (const kind of ['commentOnly', 'workspacesOnly', 'paused'])
      expect((await api(`/api/users/${patient.id}/artifacts`, { token: members[kind]!.token })).status, kind).toBe(403);
  });

  it('a member may leave the circle they are in, and change nothing else of it (403)', async () => {
    const m = members.commentOnly!;
    const change = await api(`/api/users/${m.id}/circle/${patient.id}`, { method: 'PATCH', token: m.token, body: { canViewEntries: true } });
    expect(change.status).toBe(403);
    const leave = await api(`/api/users/${m.id}/circle/${patient.id}`, { method: 'PATCH', token: m.token, body: { status: 'removed' } });
    expect(leave.status).toBe(200);
  });

  it('an invite link is for whoever holds it: any member (signed in) may open it', async () => {
    expect((await api(`/api/circle/invites/${params.token}`, { token: members.paused!.token })).status).toBe(200);
  });
});
