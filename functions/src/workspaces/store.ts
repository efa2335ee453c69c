import { defineEntity } from '../platform/entity.js';

/**
 * A shared workspace's summary (docs/architecture.md, "Shared workspaces"), in the patient's partition
 * keyed by the journal entry's id: the list of a patient's workspaces is one Query of these (never a
 * filter over every entry). Written in the same transaction as the entry on create and on every edit.
 */
export const WorkspaceEntity = defineEntity({
  model: { entity: 'workspace', version: '1', service: 'steady' },
  attributes: {
    /** The patient whose journal holds the entry. */
    userId: { type: 'string', required: true },
    entryId: { type: 'string', required: true },
    title: { type: 'string', required: true },
    version: { type: 'number', required: true },
    visibility: { type: ['private', 'coach_only', 'circle', 'public'] as const, required: true },
    /** The patient (owner) and each coach or therapist (editor), with the name they had when added. */
    collaborators: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          id: { type: 'string', required: true },
          name: { type: 'string', required: true },
          role: { type: ['owner', 'editor'] as const, required: true },
        },
      },
    },
    lastEditedById: { type: 'string', required: true },
    lastEditedByName: { type: 'string', required: true },
    lastEditedAt: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byPatient: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['entryId'] } },
  },
});

/**
 * One edit of a workspace, in the patient's partition (erased with it), keyed by the entry and a ULID
 * made when it was saved: the history is a reverse Query. Holds who, when, the version the edit made,
 * the title before and after when it changed, and the lines added and removed (a compact diff,
 * shared/src/domain/workspace.ts): bounded by two versions' sizes (5000 characters each).
 */
export const WorkspaceEditEntity = defineEntity({
  model: { entity: 'workspaceEdit', version: '1', service: 'steady' },
  attributes: {
    userId: { type: 'string', required: true },
    entryId: { type: 'string', required: true },
    editId: { type: 'string', required: true },
    version: { type: 'number', required: true },
    kind: { type: ['created', 'edited'] as const, required: true },
    editorId: { type: 'string', required: true },
    editorName: { type: 'string', required: true },
    editorRole: { type: ['patient', 'coach', 'therapist'] as const, required: true },
    at: { type: 'string', required: true },
    titleBefore: { type: 'string' },
    titleAfter: { type: 'string' },
    changes: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: { op: { type: ['add', 'remove'] as const, required: true }, text: { type: 'string', required: true } },
      },
    },
  },
  indexes: {
    byEntry: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['entryId', 'editId'] } },
  },
});
