import type { SupportRequestBody, SupportRequestReceipt } from '@steady/shared';
import { ulid } from 'ulid';
import type { z } from 'zod';
import type { Runtime } from '../platform/runtime.js';

/** Stores a Support Center request; `userId` is the verified sender, when a valid token came with it. */
export async function submitSupportRequest(rt: Runtime, body: z.output<typeof SupportRequestBody>, userId: string | null): Promise<SupportRequestReceipt> {
  const now = rt.ports.clock.now();
  const createdAt = now.toISOString();
  const requestId = ulid(now.getTime());
  await rt.db.entities.supportRequest
    .create({
      requestId,
      name: body.name,
      email: body.email,
      subject: body.subject,
      category: body.category,
      message: body.message,
      priority: body.priority,
      ...(userId ? { userId } : {}),
      status: 'open',
      createdAt,
    })
    .go();
  return { id: requestId, status: 'received', createdAt };
}

/** One stored request by its id (support tooling and tests). */
export async function getSupportRequest(rt: Runtime, requestId: string) {
  const { data } = await rt.db.entities.supportRequest.get({ requestId }).go();
  return data;
}
