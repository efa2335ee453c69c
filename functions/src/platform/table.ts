/**
 * The one table (docs/data-model.md). Key names are shared by ElectroDB, the local stack's
 * CreateTable and the CDK stack, so the three never disagree.
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
  ttlAttribute: 'expiresAt',
} as const;
