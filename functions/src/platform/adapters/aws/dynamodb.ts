import { BatchWriteItemCommand, DynamoDBClient, QueryCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { LOCAL_CREDENTIALS, type Config } from '../../config.js';
import type { TablePartitions } from '../../ports.js';
import { TABLE_KEYS } from '../../table.js';

/**
 * The DynamoDB client for the one table: AWS, or dynalite locally (DYNAMODB_ENDPOINT).
 *
 * Without the SDK's logger middleware: it builds a redacted copy of every command's input and output
 * for its logger on every call, even the default logger that writes nothing. For a page of 100
 * entries that copy was about a twentieth of the request's CPU. We never log through the SDK (our
 * logs hold ids only, docs/architecture.md, "Conventions"). The document client ElectroDB builds on
 * this client shares its middleware stack, so it goes without it too.
 */
export function createDynamoClient(config: Pick<Config, 'region' | 'dynamoEndpoint'>): DynamoDBClient {
  const client = new DynamoDBClient({
    region: config.region,
    ...(config.dynamoEndpoint ? { endpoint: config.dynamoEndpoint, credentials: LOCAL_CREDENTIALS } : {}),
  });
  client.middlewareStack.remove('loggerMiddleware');
  return client;
}

/** Whole partitions of the table, by key: a Query of the keys, then BatchWriteItem deletes (never a Scan). */
export class DynamoPartitions implements TablePartitions {
  constructor(
    private readonly client: DynamoDBClient,
    private readonly tableName: string,
  ) {}

  async deletePartition(pk: string): Promise<number> {
    let deleted = 0;
    let start: Record<string, AttributeValue> | undefined;
    do {
      const page = await this.client.send(
        new QueryCommand({
          TableName: this.tableName,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': TABLE_KEYS.partitionKey, '#sk': TABLE_KEYS.sortKey },
          ExpressionAttributeValues: { ':pk': { S: pk } },
          ProjectionExpression: '#pk, #sk',
          ExclusiveStartKey: start,
        }),
      );
      const items = page.Items ?? [];
      for (let i = 0; i < items.length; i += 25) {
        let requests = items.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
        // Unprocessed items are retried (with a short pause) until none is left.
        for (let attempt = 0; requests.length; attempt++) {
          const out = await this.client.send(new BatchWriteItemCommand({ RequestItems: { [this.tableName]: requests } }));
          requests = (out.UnprocessedItems?.[this.tableName] ?? []) as typeof requests;
          if (requests.length) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
        }
      }
      deleted += items.length;
      start = page.LastEvaluatedKey;
    } while (start);
    return deleted;
  }
}
