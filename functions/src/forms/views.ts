import type { FormAssignment } from '@steady/shared';
import type { EntityItem } from 'electrodb';
import { recurrenceUnit } from './recurrence.js';
import type { FormAssignmentEntity } from './store.js';

type AssignmentItem = EntityItem<typeof FormAssignmentEntity>;

/** A stored assignment as the API shows it: pure, so a reader of assignments need not load the forms service. */
export function toAssignment(a: AssignmentItem): FormAssignment {
  return {
    id: a.assignmentId,
    formId: a.formId,
    formTitle: a.formTitle,
    formDescription: a.formDescription ?? null,
    instrument: a.instrument ?? null,
    userId: a.userId,
    userName: a.userName,
    assignedBy: a.assignedBy,
    assignedByName: a.assignedByName,
    dueDate: a.dueDate ?? null,
    status: a.status,
    priority: a.priority,
    reminderEnabled: a.reminderEnabled,
    recurrence: a.recurrence,
    recurrenceInterval: a.recurrence === 'none' ? null : (a.recurrenceInterval ?? 1),
    recurrenceUnit: recurrenceUnit(a.recurrence),
    completedAt: a.completedAt ?? null,
    responseId: a.responseId ?? null,
    score: a.score ?? null,
    band: a.bandKey ? { key: a.bandKey, label: a.bandLabel ?? a.bandKey } : null,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}
