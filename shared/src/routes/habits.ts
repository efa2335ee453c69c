/** The habits domain's routes: its slice of the manifest (shared/src/routes.ts), all its Lambda imports. */
import { UserIdParams } from '../contracts/common.js';
import {
  CreateHabitBody,
  CreateHabitEntryBody,
  Habit,
  HabitEntry,
  HabitEntryList,
  HabitIdParams,
  HabitList,
  HabitSummary,
  UpdateHabitBody,
} from '../contracts/habits.js';
import type { RouteDef } from './core.js';

export const habitsRoutes = [
  // Wellness Habits.
  {
    method: 'POST',
    path: '/api/habits',
    domain: 'habits',
    policy: 'authenticated',
    summary: 'Create a habit for the caller (a body userId must be the caller)',
    status: 201,
    body: CreateHabitBody,
    response: Habit,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/habits',
    domain: 'habits',
    policy: 'careTeam:viewEntries',
    summary: 'Habits, newest first',
    params: UserIdParams,
    response: HabitList,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/habits/summary',
    domain: 'habits',
    policy: 'careTeam:viewEntries',
    summary: "Current streak, weekly score and this week's progress per habit, in the user's time zone",
    params: UserIdParams,
    response: HabitSummary,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/habit-entries/recent',
    domain: 'habits',
    policy: 'careTeam:viewEntries',
    summary: 'The 5 most recent habit entries, newest date first',
    params: UserIdParams,
    response: HabitEntryList,
  },
  {
    method: 'POST',
    path: '/api/habit-entries',
    domain: 'habits',
    policy: 'authenticated',
    summary: "Log progress on one of the caller's habits (another's habit id is a 404)",
    status: 201,
    body: CreateHabitEntryBody,
    response: HabitEntry,
  },
  {
    method: 'PATCH',
    path: '/api/habits/{habitId}',
    domain: 'habits',
    policy: 'authenticated',
    summary: "Edit one of the caller's habits (partial, create's validation; another's id is a 404)",
    params: HabitIdParams,
    body: UpdateHabitBody,
    response: Habit,
  },
  {
    method: 'DELETE',
    path: '/api/habits/{habitId}',
    domain: 'habits',
    policy: 'authenticated',
    summary: "Delete one of the caller's habits and its progress entries and day markers (Query by key, batched) (another's id is a 404)",
    status: 204,
    params: HabitIdParams,
  },
] as const satisfies readonly RouteDef[];
