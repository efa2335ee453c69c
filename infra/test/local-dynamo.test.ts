import { GetItemCommand, PutItemCommand, TransactGetItemsCommand, TransactWriteItemsCommand, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDynamoClient } from '../../functions/src/platform/adapters/aws/dynamodb.js';
import { startDynamo, type LocalDynamo } from '../local/dynamo.js';
import { ensureTable } from '../local/table.js';

/** The local stack's transaction proxy in front of dynalite behaves as DynamoDB does. */
describe('local DynamoDB transactions', () => {
  let dynamo: LocalDynamo;
  let client: ReturnType<typeof createDynamoClient>;
  const TableName = 'tx-test';
  const key = (pk: string) => ({ pk: { S: pk }, sk: { S: 'x' } });
  const get = async (pk: string) => (await client.send(new GetItemCommand({ TableName, Key: key(pk), ConsistentRead: true }))).Item;

  beforeAll(async () => {
    dynamo = await startDynamo(undefined);
    client = createDynamoClient({ region: 'us-east-1', dynamoEndpoint: dynamo.endpoint });
    await ensureTable(client, TableName);
  });
  afterAll(async () => {
    await dynamo.close();
  });

  it('commits every item when every condition holds', async () => {
    await client.send(
      new TransactWriteItemsCommand({
        TransactItems: [
          { Put: { TableName, Item: { ...key('a'), n: { N: '1' } }, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Put: { TableName, Item: { ...key('b'), n: { N: '2' } } } },
        ],
      }),
    );
    expect((await get('a'))?.n).toEqual({ N: '1' });
    expect((await get('b'))?.n).toEqual({ N: '2' });
  });

  it('writes nothing when one condition fails, and names it in CancellationReasons', async () => {
    const attempt = client.send(
      new TransactWriteItemsCommand({
        TransactItems: [
          { Put: { TableName, Item: { ...key('c'), n: { N: '3' } } } },
          {
            Update: {
              TableName,
              Key: key('a'),
              UpdateExpression: 'SET n = :n',
              ConditionExpression: 'n = :old',
              ExpressionAttributeValues: { ':n': { N: '9' }, ':old': { N: '5' } },
            },
          },
        ],
      }),
    );
    const err = await attempt.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TransactionCanceledException);
    expect((err as TransactionCanceledException).CancellationReasons?.map((r) => r.Code)).toEqual(['None', 'ConditionalCheckFailed']);
    expect(await get('c')).toBeUndefined();
    expect((await get('a'))?.n).toEqual({ N: '1' });
  });

  it('supports ConditionCheck, Update and Delete, and TransactGetItems', async () => {
    await client.send(
      new TransactWriteItemsCommand({
        TransactItems: [
          { ConditionCheck: { TableName, Key: key('a'), ConditionExpression: 'n = :one', ExpressionAttributeValues: { ':one': { N: '1' } } } },
          { Update: { TableName, Key: key('b'), UpdateExpression: 'SET n = n + :inc', ExpressionAttributeValues: { ':inc': { N: '1' } } } },
          { Delete: { TableName, Key: key('a') } },
        ],
      }),
    );
    const out = await client.send(
      new TransactGetItemsCommand({ TransactItems: [{ Get: { TableName, Key: key('a') } }, { Get: { TableName, Key: key('b') } }] }),
    );
    expect(out.Responses?.[0]?.Item).toBeUndefined();
    expect(out.Responses?.[1]?.Item?.n).toEqual({ N: '3' });
  });

  it('serialises concurrent conditional transactions: exactly one of two racing writers wins', async () => {
    await client.send(new PutItemCommand({ TableName, Item: { ...key('counter'), rev: { N: '0' } } }));
    const race = () =>
      client.send(
        new TransactWriteItemsCommand({
          TransactItems: [
            {
              Update: {
                TableName,
                Key: key('counter'),
                UpdateExpression: 'SET rev = :next',
                ConditionExpression: 'rev = :seen',
                ExpressionAttributeValues: { ':seen': { N: '0' }, ':next': { N: '1' } },
              },
            },
          ],
        }),
      );
    const results = await Promise.allSettled([race(), race(), race()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await get('counter'))?.rev).toEqual({ N: '1' });
  });
});
