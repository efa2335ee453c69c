import * as z from 'zod';
import { PathId, Role } from './common.js';
import { normalizePhoneNumber } from './users.js';

/** What an access record says was read (or, for an admin, changed). */
export const ACCESS_KINDS = ['entries', 'comments', 'messages', 'form_answers', 'safety_plan', 'habits', 'admin_action'] as const;
export const AccessKind = z.enum(ACCESS_KINDS);
export type AccessKind = z.infer<typeof AccessKind>;

/** Page sizes of "Who viewed my journal" and the admin's user search. */
export const AUDIT = {
  logPageSize: 20,
  logPageMax: 50,
  searchLimit: 20,
  /** Days one CSV export may span (one Query per day). */
  exportMaxDays: 31,
} as const;

/** One line of "Who viewed my journal": who (name and role), what, when. */
export const AccessLogItem = z.object({
  id: z.string(),
  readerName: z.string(),
  readerRole: z.string(),
  /** The reader's place in the subject's circle now (coach, therapist, family, ...), or null (a friend, an admin). */
  relationship: z.string().nullable(),
  what: AccessKind,
  count: z.number().int().nullable(),
  at: z.string(),
});
export type AccessLogItem = z.infer<typeof AccessLogItem>;

export const AccessLogList = z.array(AccessLogItem);
export type AccessLogList = z.infer<typeof AccessLogList>;

export const AccessLogQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(AUDIT.logPageMax, `limit must be at most ${AUDIT.logPageMax}`)
    .default(AUDIT.logPageSize),
  cursor: z.string().max(2048).optional(),
});

const Day = (field: string) =>
  z
    .string({ error: `${field} is required (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s, `${field} is not a real date`);

/** `GET /api/admin/access-log.csv?from=&to=`: UTC days, both included, at most AUDIT.exportMaxDays. */
export const AccessLogExportQuery = z.object({ from: Day('from'), to: Day('to') }).superRefine((q, ctx) => {
  const days = (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from' });
  else if (days > AUDIT.exportMaxDays) ctx.addIssue({ code: 'custom', path: ['to'], message: `A range spans at most ${AUDIT.exportMaxDays} days` });
});
export type AccessLogExportQuery = z.input<typeof AccessLogExportQuery>;

/** `GET /api/admin/users?query=`: a name prefix (any case) or a phone number. */
export const AdminUsersQuery = z.object({
  query: z.string({ error: 'query is required' }).trim().min(2, 'Type at least 2 characters').max(100, 'query must be under 100 characters'),
});

/** Whether an admin's search text is a phone number (then it is looked up exactly, in E.164). */
export function searchPhone(query: string): string | null {
  return /^[+()\d\s.-]{7,}$/.test(query.trim()) ? normalizePhoneNumber(query) : null;
}

export const AdminUser = z.object({
  id: z.string(),
  name: z.string(),
  /** Masked but for the last 4 digits. */
  phoneNumber: z.string(),
  role: Role,
  isVerifiedCoach: z.boolean(),
  isActive: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUser>;
export const AdminUserList = z.array(AdminUser);
export type AdminUserList = z.infer<typeof AdminUserList>;

export const AdminUserParams = z.object({ userId: PathId });

export const UpdateAdminUserBody = z
  .strictObject(
    {
      role: Role.optional(),
      isVerifiedCoach: z.boolean({ error: 'isVerifiedCoach must be true or false' }).optional(),
      isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : 'Expected an object') },
  )
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update');
export type UpdateAdminUserBody = z.input<typeof UpdateAdminUserBody>;

/** Masks a phone number but for its last 4 digits: +1•••••••0101. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 4) return phone;
  return `${phone.startsWith('+') ? '+' : ''}${'•'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}
