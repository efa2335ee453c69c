import * as z from 'zod';

export const HealthResponse = z.object({
  status: z.literal('ok'),
  mode: z.enum(['local', 'aws']),
  time: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
