import * as z from 'zod';
import { SUPPORT_CATEGORIES, SUPPORT_DEFAULT_PRIORITY, SUPPORT_LIMITS, SUPPORT_PRIORITIES } from '../constants.js';

export const SupportCategory = z.enum(SUPPORT_CATEGORIES);
export type SupportCategory = z.infer<typeof SupportCategory>;
export const SupportPriority = z.enum(SUPPORT_PRIORITIES);
export type SupportPriority = z.infer<typeof SupportPriority>;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A Support Center request (spec sections 3 and 5): everything but the priority is required. */
export const SupportRequestBody = z.object({
  name: required('Name', SUPPORT_LIMITS.nameMax),
  email: required('Email', SUPPORT_LIMITS.emailMax).pipe(z.email('Please enter a valid email address')),
  subject: required('Subject', SUPPORT_LIMITS.subjectMax),
  category: z.enum(SUPPORT_CATEGORIES, { error: `Category must be one of ${SUPPORT_CATEGORIES.join(', ')}` }),
  message: required('Message', SUPPORT_LIMITS.messageMax),
  priority: z.enum(SUPPORT_PRIORITIES, { error: `Priority must be one of ${SUPPORT_PRIORITIES.join(', ')}` }).default(SUPPORT_DEFAULT_PRIORITY),
});
export type SupportRequestBody = z.input<typeof SupportRequestBody>;

/** What the caller gets back: a reference to quote, never the request echoed. */
export const SupportRequestReceipt = z.object({
  id: z.string(),
  status: z.literal('received'),
  createdAt: z.string(),
});
export type SupportRequestReceipt = z.infer<typeof SupportRequestReceipt>;
