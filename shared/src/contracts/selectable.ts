import * as z from 'zod';
import { AI_COACH_IDS, HABIT_SYSTEM_IDS, isPublishedItemId } from '../catalog.js';

/**
 * An AI coach or habit system id a person may pick: one of the catalog's, or coach-published content
 * (docs/architecture.md, "Coach-published marketplace content"); the server then checks it is installed.
 */
export const SelectableCoachId = z
  .string({ error: 'Please choose an AI coach from the list' })
  .refine((id) => (AI_COACH_IDS as readonly string[]).includes(id) || isPublishedItemId(id), 'Please choose an AI coach from the list');
export const SelectableSystemId = z
  .string({ error: 'Please choose a habit system from the list' })
  .refine((id) => (HABIT_SYSTEM_IDS as readonly string[]).includes(id) || isPublishedItemId(id), 'Please choose a habit system from the list');
