import {
  WORKSPACE_HISTORY_LIMIT,
  addedText,
  countWords,
  diffLines,
  type SaveWorkspaceBody,
  type CreateWorkspaceBody,
  type SavedWorkspace,
  type Workspace,
  type WorkspaceCollaborator,
  type WorkspaceConflict,
  type WorkspaceEdit,
  type WorkspaceEditorRole,
  type WorkspaceList,
  type WorkspacePartner,
  type WorkspaceSummary,
} from '@steady/shared';
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { indexStoredEntry, termsOf } from '../journal/search.js';
import type { z } from 'zod';
import { recordReads } from '../audit/service.js';
import { raiseCrisisAlerts } from '../care-team/alerts.js';
import { connectionsOf, getConnection } from '../care-team/service.js';
import { pushToUser } from '../live/service.js';
import { forbidden, notFound, conflict } from '../platform/errors.js';
import type { Runtime } from '../platform/runtime.js';
import { SAVE_CONFLICT_MESSAGE, WRITE_ATTEMPTS, backoff, committed, failedConditions, isConflictOnly } from '../platform/transactions.js';
import { screenForCrisis } from '../safety/screen.js';
import { getSettings } from '../settings/service.js';
import type { WorkspaceEditEntity, WorkspaceEntity } from './store.js';

/**
 * Shared workspaces (docs/architecture.md, "Shared workspaces"): a journal entry of the patient's
 * (source `workspace`) that the patient and the coaches and therapists they allow edit together.
 * Every edit is a `workspaceEdit` item written in the entry's own transaction, conditioned on the
 * version the editor loaded, so a stale save writes nothing and answers 409.
 */

type SummaryItem = EntityItem<typeof WorkspaceEntity>;
type EditItem = EntityItem<typeof WorkspaceEditEntity>;

export const WORKSPACES_OFF = 'This person has not allowed coach workspaces. They can turn on "Allow coach workspaces" in their Settings.';
export const WORKSPACES_OFF_SELF = 'Turn on "Allow coach workspaces" in Settings to share a workspace with your coaches and therapists.';
export const NOT_A_PARTNER = 'Only a coach or therapist with permission to edit workspaces can work on this person’s workspaces.';
export const NOT_A_COLLABORATOR = 'You are not a collaborator on this workspace.';
export const WORKSPACE_NOT_FOUND = 'Workspace not found';
export const STALE_WORKSPACE = 'This workspace changed since you opened it. Reload it, or merge your changes into the latest version, then save again.';

const ROUTE = {
  list: 'GET /api/users/{id}/workspaces',
  get: 'GET /api/users/{id}/workspaces/{workspaceId}',
} as const;

/** Who is acting on the patient's workspaces: the patient, or a coach or therapist of theirs. */
interface Actor {
  id: string;
  name: string;
  role: WorkspaceEditorRole;
}

const isCareRole = (r: string): r is 'coach' | 'therapist' => r === 'coach' || r === 'therapist';

/**
 * The caller's standing towards the patient's workspaces, read fresh on every request (a pause, a
 * permission taken away or the setting turned off holds from the next request). The route's policy has
 * already required the patient, or an active connection with canEditWorkspaces; a member must also be
 * a coach or therapist, and the patient must allow coach workspaces.
 */
async function actorFor(rt: Runtime, patientId: string, callerId: string): Promise<{ actor: Actor; allowed: boolean }> {
  const [{ data: caller }, settings, connection] = await Promise.all([
    rt.db.entities.user.get({ userId: callerId }).go(),
    getSettings(rt, patientId),
    callerId === patientId ? Promise.resolve(null) : getConnection(rt, patientId, callerId),
  ]);
  const name = caller?.name ?? 'Someone';
  if (callerId === patientId) return { actor: { id: callerId, name, role: 'patient' }, allowed: settings.allowCoachWorkspaces };
  if (!connection || connection.status !== 'active' || !connection.canEditWorkspaces || !isCareRole(connection.relationshipType))
    throw forbidden(NOT_A_PARTNER);
  if (!settings.allowCoachWorkspaces) throw forbidden(WORKSPACES_OFF);
  return { actor: { id: callerId, name, role: connection.relationshipType }, allowed: true };
}

/** The patient's coaches and therapists who may work on workspaces now (active, canEditWorkspaces), with their names. */
async function partnersOf(rt: Runtime, patientId: string): Promise<WorkspacePartner[]> {
  const eligible = (await connectionsOf(rt, patientId)).filter((c) => c.status === 'active' && c.canEditWorkspaces && isCareRole(c.relationshipType));
  if (eligible.length === 0) return [];
  const { data } = await rt.db.entities.user.get(eligible.map((c) => ({ userId: c.memberId }))).go();
  const names = new Map(data.map((u) => [u.userId, u.name]));
  return eligible.map((c) => ({
    id: c.memberId,
    name: names.get(c.memberId) ?? 'Care team member',
    relationshipType: c.relationshipType as 'coach' | 'therapist',
  }));
}

function toSummary(s: SummaryItem): WorkspaceSummary {
  return {
    id: s.entryId,
    userId: s.userId,
    title: s.title,
    version: s.version,
    visibility: s.visibility,
    collaborators: s.collaborators as WorkspaceCollaborator[],
    lastEditedBy: { id: s.lastEditedById, name: s.lastEditedByName, at: s.lastEditedAt },
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}

function toEdit(e: EditItem): WorkspaceEdit {
  return {
    id: e.editId,
    version: e.version,
    kind: e.kind,
    editorId: e.editorId,
    editorName: e.editorName,
    editorRole: e.editorRole,
    at: e.at,
    titleBefore: e.titleBefore ?? null,
    titleAfter: e.titleAfter ?? null,
    changes: (e.changes ?? []) as WorkspaceEdit['changes'],
  };
}

const isCollaborator = (s: { collaborators: { id: string }[] }, userId: string) => s.collaborators.some((c) => c.id === userId);

async function readHistory(rt: Runtime, patientId: string, entryId: string): Promise<WorkspaceEdit[]> {
  const { data } = await rt.db.entities.workspaceEdit.query.byEntry({ userId: patientId, entryId }).go({ order: 'desc', limit: WORKSPACE_HISTORY_LIMIT });
  return data.map(toEdit);
}

/** Tells the workspace's other collaborators that a version was saved: ids and the editor's name, never content. */
async function announce(rt: Runtime, summary: WorkspaceSummary, editor: Actor): Promise<void> {
  const recipients = new Set(summary.collaborators.map((c) => c.id));
  recipients.add(summary.userId);
  recipients.delete(editor.id);
  const message = { type: 'workspace_updated' as const, userId: summary.userId, entryId: summary.id, version: summary.version, editorName: editor.name };
  await Promise.all([...recipients].map((u) => pushToUser(rt, u, message)));
}

/** A patient's workspaces, most recently edited first; to a coach or therapist only those they collaborate on (their read is audited). */
export async function listWorkspaces(rt: Runtime, patientId: string, callerId: string): Promise<WorkspaceList> {
  const { actor, allowed } = await actorFor(rt, patientId, callerId);
  const [{ data }, partners] = await Promise.all([
    rt.db.entities.workspace.query.byPatient({ userId: patientId }).go({ pages: 'all' }),
    partnersOf(rt, patientId),
  ]);
  const workspaces = data
    .map(toSummary)
    .filter((w) => actor.role === 'patient' || isCollaborator(w, actor.id))
    .sort((a, b) => b.lastEditedBy.at.localeCompare(a.lastEditedBy.at));
  if (actor.role !== 'patient')
    await recordReads(rt, [
      {
        readerId: actor.id,
        readerName: actor.name,
        readerRole: actor.role,
        subjectId: patientId,
        what: 'entries',
        route: ROUTE.list,
        count: workspaces.length,
      },
    ]);
  return { allowCoachWorkspaces: allowed, partners, workspaces };
}

/**
 * Creates a workspace in the patient's journal, shared with every coach and therapist who may edit
 * workspaces now. The entry, its summary, the first history item and the stats item commit together:
 * the workspace counts once as an entry (and its words) on creation, never on edits; it carries no mood
 * and does not move the journal streak (a coach may have written it).
 */
export async function createWorkspace(rt: Runtime, patientId: string, callerId: string, body: z.output<typeof CreateWorkspaceBody>): Promise<Workspace> {
  const { actor, allowed } = await actorFor(rt, patientId, callerId);
  if (!allowed) throw forbidden(WORKSPACES_OFF_SELF);
  const [partners, { data: patient }] = await Promise.all([partnersOf(rt, patientId), rt.db.entities.user.get({ userId: patientId }).go()]);
  const collaborators: WorkspaceCollaborator[] = [
    { id: patientId, name: patient?.name ?? 'Patient', role: 'owner' },
    ...partners.map((p) => ({ id: p.id, name: p.name, role: 'editor' as const })),
  ];
  if (!isCollaborator({ collaborators }, actor.id)) collaborators.push({ id: actor.id, name: actor.name, role: 'editor' });
  const now = rt.ports.clock.now();
  const at = now.toISOString();
  const entryId = ulid(now.getTime());
  const crisis = await screenPatientWords(rt, actor, `${body.title}\n${body.content}`);
  const visibility = body.visibility ?? 'coach_only';
  const lastEditedBy = { id: actor.id, name: actor.name, at };
  const wordCount = countWords(body.content);
  const edit = {
    userId: patientId,
    entryId,
    editId: ulid(now.getTime()),
    version: 1,
    kind: 'created' as const,
    editorId: actor.id,
    editorName: actor.name,
    editorRole: actor.role,
    at,
    titleAfter: body.title,
    changes: diffLines('', body.content),
  };
  const summary = {
    userId: patientId,
    entryId,
    title: body.title,
    version: 1,
    visibility,
    collaborators,
    lastEditedById: actor.id,
    lastEditedByName: actor.name,
    lastEditedAt: at,
    createdAt: at,
    updatedAt: at,
  };
  for (let attempt = 0; ; attempt++) {
    const result = await rt.db.transaction
      .write(({ journalEntry, stats, workspace, workspaceEdit }) => [
        journalEntry
          .create({
            userId: patientId,
            entryId,
            title: body.title,
            content: body.content,
            themes: [],
            wordCount,
            source: 'workspace',
            isArtifact: false,
            crisisDetected: crisis?.detected ?? false,
            crisisLevel: crisis?.level ?? 'none',
            visibility,
            version: 1,
            isWorkspace: true,
            collaborators: collaborators.filter((c) => c.id !== patientId).map((c) => c.id),
            lastEditedBy,
            createdAt: at,
            updatedAt: at,
          })
          .commit(),
        stats.patch({ userId: patientId }).add({ totalEntries: 1, totalWords: wordCount, revision: 1 }).commit(),
        workspace.create(summary).commit(),
        workspaceEdit.create(edit).commit(),
      ])
      .go();
    if (!result.canceled) break;
    if (!isConflictOnly(result)) committed(result);
    if (attempt + 1 >= WRITE_ATTEMPTS) throw conflict(SAVE_CONFLICT_MESSAGE);
    await backoff(attempt);
  }
  await indexStoredEntry(rt, patientId, entryId, [], termsOf({ title: body.title, content: body.content }));
  if (crisis?.detected) await raiseCrisisAlerts(rt, { patientId, source: 'entry', sourceId: entryId, at, level: crisis.level, constructs: crisis.constructs });
  const out = toSummary(summary as SummaryItem);
  await announce(rt, out, actor);
  return {
    ...out,
    content: body.content,
    crisisDetected: crisis?.detected ?? false,
    crisisLevel: crisis?.level ?? 'none',
    history: [toEdit(edit as EditItem)],
  };
}

/**
 * Screens the patient's own words, never a coach's: a coach writing "warning signs: thoughts of using"
 * into a plan is not the patient in crisis. Alerts are raised once the write has committed.
 */
async function screenPatientWords(rt: Runtime, actor: Actor, text: string) {
  if (actor.role !== 'patient' || !text.trim()) return null;
  return screenForCrisis(rt, text);
}

async function loadWorkspace(rt: Runtime, patientId: string, entryId: string, actor: Actor) {
  const [{ data: entry }, { data: summary }] = await Promise.all([
    rt.db.entities.journalEntry.get({ userId: patientId, entryId }).go(),
    rt.db.entities.workspace.get({ userId: patientId, entryId }).go(),
  ]);
  if (!entry || !entry.isWorkspace || !summary) throw notFound(WORKSPACE_NOT_FOUND);
  if (actor.role !== 'patient' && !isCollaborator(summary as { collaborators: { id: string }[] }, actor.id)) throw forbidden(NOT_A_COLLABORATOR);
  return { entry, summary };
}

function toWorkspace(
  entry: { content: string; crisisDetected?: boolean; crisisLevel?: 'none' | 'concern' | 'urgent' },
  summary: SummaryItem,
  history: WorkspaceEdit[],
): Workspace {
  return {
    ...toSummary(summary),
    content: entry.content,
    crisisDetected: entry.crisisDetected ?? false,
    crisisLevel: entry.crisisLevel ?? (entry.crisisDetected ? 'urgent' : 'none'),
    history,
  };
}

/** One workspace with its latest edits; a coach's or therapist's read is audited before it is answered. */
export async function getWorkspace(rt: Runtime, patientId: string, entryId: string, callerId: string): Promise<Workspace> {
  const { actor } = await actorFor(rt, patientId, callerId);
  const [{ entry, summary }, history] = await Promise.all([loadWorkspace(rt, patientId, entryId, actor), readHistory(rt, patientId, entryId)]);
  if (actor.role !== 'patient')
    await recordReads(rt, [
      { readerId: actor.id, readerName: actor.name, readerRole: actor.role, subjectId: patientId, what: 'entries', route: ROUTE.get, count: 1 },
    ]);
  return toWorkspace(entry, summary, history);
}

export type SaveOutcome = { saved: SavedWorkspace } | { conflict: WorkspaceConflict };

const LEVEL_RANK = { none: 0, concern: 1, urgent: 2 } as const;

/**
 * Saves an edit made against `body.version`. The entry (conditioned on that version), its summary and
 * the history item commit together; when another save came first, nothing is written and the answer
 * names the version stored now, who saved it and when (409).
 */
export async function saveWorkspace(
  rt: Runtime,
  patientId: string,
  entryId: string,
  callerId: string,
  body: z.output<typeof SaveWorkspaceBody>,
): Promise<SaveOutcome> {
  const { actor } = await actorFor(rt, patientId, callerId);
  for (let attempt = 0; ; attempt++) {
    const { entry, summary } = await loadWorkspace(rt, patientId, entryId, actor);
    const stale = (): SaveOutcome => ({
      conflict: {
        message: STALE_WORKSPACE,
        current: {
          version: entry.version,
          lastEditedBy: entry.lastEditedBy ?? { id: summary.lastEditedById, name: summary.lastEditedByName, at: summary.lastEditedAt },
        },
      },
    });
    if (entry.version !== body.version) return stale();
    if (entry.title === body.title && entry.content === body.content) {
      // Nothing changed: no new version, no history item.
      return { saved: { ...toWorkspace(entry, summary, await readHistory(rt, patientId, entryId)), crisisInEdit: false } };
    }
    const now = rt.ports.clock.now();
    const at = now.toISOString();
    const version = body.version + 1;
    const crisis = await screenPatientWords(rt, actor, addedText(entry, body));
    const before = entry.crisisLevel ?? (entry.crisisDetected ? 'urgent' : 'none');
    const level = crisis && LEVEL_RANK[crisis.level] > LEVEL_RANK[before] ? crisis.level : before;
    const lastEditedBy = { id: actor.id, name: actor.name, at };
    const edit = {
      userId: patientId,
      entryId,
      editId: ulid(now.getTime()),
      version,
      kind: 'edited' as const,
      editorId: actor.id,
      editorName: actor.name,
      editorRole: actor.role,
      at,
      ...(entry.title !== body.title ? { titleBefore: entry.title, titleAfter: body.title } : {}),
      changes: diffLines(entry.content, body.content),
    };
    const result = await rt.db.transaction
      .write(({ journalEntry, workspace, workspaceEdit }) => [
        journalEntry
          .patch({ userId: patientId, entryId })
          .set({
            title: body.title,
            content: body.content,
            wordCount: countWords(body.content),
            lastEditedBy,
            crisisDetected: level !== 'none',
            crisisLevel: level,
            updatedAt: at,
          })
          .add({ version: 1 })
          .where((a, { eq }) => eq(a.version, body.version))
          .commit(),
        workspace
          .patch({ userId: patientId, entryId })
          .set({ title: body.title, version, lastEditedById: actor.id, lastEditedByName: actor.name, lastEditedAt: at, updatedAt: at })
          .commit(),
        workspaceEdit.create(edit).commit(),
      ])
      .go();
    if (result.canceled) {
      if (failedConditions(result).includes(0)) {
        // Another save came first: report the version stored now (read again) and write nothing.
        const fresh = await loadWorkspace(rt, patientId, entryId, actor);
        return {
          conflict: {
            message: STALE_WORKSPACE,
            current: {
              version: fresh.entry.version,
              lastEditedBy: { id: fresh.summary.lastEditedById, name: fresh.summary.lastEditedByName, at: fresh.summary.lastEditedAt },
            },
          },
        };
      }
      if (!isConflictOnly(result)) committed(result);
      if (attempt + 1 >= WRITE_ATTEMPTS) throw conflict(SAVE_CONFLICT_MESSAGE);
      await backoff(attempt);
      continue;
    }
    await indexStoredEntry(rt, patientId, entryId, termsOf(entry), termsOf({ title: body.title, content: body.content, themes: entry.themes }));
    if (crisis?.detected)
      await raiseCrisisAlerts(rt, { patientId, source: 'entry', sourceId: entryId, at, level: crisis.level, constructs: crisis.constructs });
    const savedSummary = { ...summary, title: body.title, version, lastEditedById: actor.id, lastEditedByName: actor.name, lastEditedAt: at, updatedAt: at };
    const out = toWorkspace(
      { content: body.content, crisisDetected: level !== 'none', crisisLevel: level },
      savedSummary,
      await readHistory(rt, patientId, entryId),
    );
    await announce(rt, toSummary(savedSummary), actor);
    return { saved: { ...out, crisisInEdit: crisis?.detected ?? false } };
  }
}
