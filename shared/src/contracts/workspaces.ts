import * as z from 'zod';
import { JOURNAL } from '../constants.js';
import { PathId } from './common.js';
import { EntryTitle, VISIBILITY_MESSAGE, Visibility } from './journal.js';

/**
 * Shared workspaces (docs/architecture.md, "Shared workspaces"): a journal entry of the patient's
 * (source `workspace`) that the patient and their coaches or therapists with canEditWorkspaces edit
 * together, every edit kept in its history, a stale `version` refused with 409.
 */

/** Who made the latest edit, and when. */
export const WorkspaceEditor = z.object({ id: z.string(), name: z.string(), at: z.string() });
export type WorkspaceEditor = z.infer<typeof WorkspaceEditor>;

/** The spec's journal entry collaborator: the patient is the owner, each coach or therapist an editor. */
export const WorkspaceCollaborator = z.object({ id: z.string(), name: z.string(), role: z.enum(['owner', 'editor']) });
export type WorkspaceCollaborator = z.infer<typeof WorkspaceCollaborator>;

export const WorkspaceEditorRole = z.enum(['patient', 'coach', 'therapist']);
export type WorkspaceEditorRole = z.infer<typeof WorkspaceEditorRole>;

/** One edit in the history: who, when, the version it made, and what changed (lines added and removed; the title before and after when it changed). */
export const WorkspaceEdit = z.object({
  id: z.string(),
  version: z.number().int().min(1),
  kind: z.enum(['created', 'edited']),
  editorId: z.string(),
  editorName: z.string(),
  editorRole: WorkspaceEditorRole,
  at: z.string(),
  titleBefore: z.string().nullable(),
  titleAfter: z.string().nullable(),
  changes: z.array(z.object({ op: z.enum(['add', 'remove']), text: z.string() })),
});
export type WorkspaceEdit = z.infer<typeof WorkspaceEdit>;

export const WorkspaceSummary = z.object({
  /** The journal entry's id. */
  id: z.string(),
  /** The patient whose journal holds it. */
  userId: z.string(),
  title: z.string(),
  version: z.number().int().min(1),
  visibility: Visibility,
  collaborators: z.array(WorkspaceCollaborator),
  lastEditedBy: WorkspaceEditor,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkspaceSummary = z.infer<typeof WorkspaceSummary>;

/** How many edits `GET …/workspaces/{workspaceId}` returns, newest first. */
export const WORKSPACE_HISTORY_LIMIT = 50;

export const Workspace = WorkspaceSummary.extend({
  content: z.string(),
  /** Crisis language found in what the patient wrote here: show the crisis panel. */
  crisisDetected: z.boolean(),
  crisisLevel: z.enum(['none', 'concern', 'urgent']),
  /** The newest edits first, at most WORKSPACE_HISTORY_LIMIT. */
  history: z.array(WorkspaceEdit),
});
export type Workspace = z.infer<typeof Workspace>;

/** A coach or therapist of the patient's circle who may work on workspaces (active, canEditWorkspaces). */
export const WorkspacePartner = z.object({ id: z.string(), name: z.string(), relationshipType: z.enum(['coach', 'therapist']) });
export type WorkspacePartner = z.infer<typeof WorkspacePartner>;

export const WorkspaceList = z.object({
  /** The patient's `allowCoachWorkspaces` setting. */
  allowCoachWorkspaces: z.boolean(),
  /** Who a new workspace is shared with. */
  partners: z.array(WorkspacePartner),
  /** Newest first; to a coach or therapist, only those they collaborate on. */
  workspaces: z.array(WorkspaceSummary),
});
export type WorkspaceList = z.infer<typeof WorkspaceList>;

export const WorkspaceContent = z
  .string({ error: 'Content is required' })
  .trim()
  .min(1, 'Content is required')
  .max(JOURNAL.contentMax, 'Content must be under 5000 characters');

export const CreateWorkspaceBody = z.object({
  title: EntryTitle,
  content: WorkspaceContent,
  /** Who may read it in the journal (docs/architecture.md, "Entry visibility"); `coach_only` unless chosen. */
  visibility: z.enum(Visibility.options, { error: VISIBILITY_MESSAGE }).optional(),
});
export type CreateWorkspaceBody = z.input<typeof CreateWorkspaceBody>;

export const WORKSPACE_VERSION_MESSAGE = 'version must be the whole number of the workspace version you edited';

/** Saving an edit: the whole title and content, with the `version` the editor loaded. */
export const SaveWorkspaceBody = z.object({
  title: EntryTitle,
  content: WorkspaceContent,
  version: z.number({ error: WORKSPACE_VERSION_MESSAGE }).int(WORKSPACE_VERSION_MESSAGE).min(1, WORKSPACE_VERSION_MESSAGE),
});
export type SaveWorkspaceBody = z.input<typeof SaveWorkspaceBody>;

/** The body of a 409: the version now stored, and who saved it when. */
export const WorkspaceConflict = z.object({
  message: z.string(),
  current: z.object({ version: z.number().int(), lastEditedBy: WorkspaceEditor }),
});
export type WorkspaceConflict = z.infer<typeof WorkspaceConflict>;

export const WorkspaceParams = z.object({ id: PathId, workspaceId: PathId });
export type WorkspaceParams = z.infer<typeof WorkspaceParams>;

/** A save's answer: the workspace as stored, and whether crisis language was found in what the patient just wrote. */
export const SavedWorkspace = Workspace.extend({ crisisInEdit: z.boolean() });
export type SavedWorkspace = z.infer<typeof SavedWorkspace>;
