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
