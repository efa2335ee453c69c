/**
 * ElectroDB resolves a cancelled transaction rather than throwing: `{ canceled: true, data: [{ code }] }`,
 * one reason per item in request order. These helpers read that result.
 */
export interface TransactionResult {
  canceled: boolean;
  data: { rejected?: boolean; code?: string }[];
}

/** Indexes of the items whose condition failed; empty when the transaction was committed. */
export function failedConditions(result: TransactionResult): number[] {
  if (!result.canceled) return [];
  return result.data.flatMap((d, i) => (d.code === 'ConditionalCheckFailed' ? [i] : []));
}

/** A single write (put, patch, update, delete) refused by its condition: ElectroDB wraps DynamoDB's error as `cause`. */
export const isConditionFailure = (err: unknown): boolean =>
  (err as { cause?: { name?: string } } | undefined)?.cause?.name === 'ConditionalCheckFailedException';

export class TransactionCanceled extends Error {
  constructor(readonly reasons: string[]) {
    super(`Transaction cancelled: ${reasons.join(', ')}`);
    this.name = 'TransactionCanceled';
  }
}

/** Throws TransactionCanceled when the transaction did not commit. */
export function committed(result: TransactionResult): void {
  if (result.canceled) throw new TransactionCanceled(result.data.map((d) => d.code ?? 'Unknown'));
}

/** A transaction cancelled only because another write touched the same item at the same moment. */
export const isConflictOnly = (result: TransactionResult) =>
  result.canceled && result.data.every((d) => !d.code || d.code === 'None' || d.code === 'TransactionConflict');

/**
 * Waits before retrying a write that lost a race: "full jitter" (a random wait up to an exponentially
 * growing cap), so writers that collided once do not collide again in lockstep.
 */
export function backoff(attempt: number, baseMs = 10, capMs = 250): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(capMs, baseMs * 2 ** attempt)));
}

/** How many times a write that lost a race is tried before the caller gets a 409. */
export const WRITE_ATTEMPTS = 12;

/** The 409 a write gets when it lost the race every time it was tried. */
export const SAVE_CONFLICT_MESSAGE = 'Another change was being saved at the same moment. Please try again.';
