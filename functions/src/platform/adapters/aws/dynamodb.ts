import { BatchWriteItemCommand, DynamoDBClient, QueryCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { LOCAL_CREDENTIALS, type Config } from '../../config.js';
import type { TablePartitions } from '../../ports.js';
import { TABLE_KEYS } from '../../table.js';

/** The DynamoDB client for the one table: AWS, or dynalite locally (DYNAMODB_ENDPOINT). */
export function createDynamoClient(config: Pick<Config, 'region' | 'dynamoEndpoint'>): DynamoDBClient {
  return new DynamoDBClient({
    region: config.region,
    ...(config.dynamoEndpoint ? { endpoint: config.dynamoEndpoint, credentials: LOCAL_CREDENTIALS } : {}),
  });
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
