import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/** The WebSocket Lambda on the sample $connect event: a token that is not a valid access token is refused before any write. */
describe('the live socket Lambda', () => {
  beforeAll(() => {
    Object.assign(process.env, {
      STEADY_MODE: 'aws',
      TABLE_NAME: 'steady-test',
      USER_POOL_ID: 'us-east-1_EXAMPLE',
      USER_POOL_CLIENT_ID: '4example5client6id',
      // Any DynamoDB call would fail fast here, so a refused connect proves nothing was written.
      DYNAMODB_ENDPOINT: 'http://127.0.0.1:9',
    });
  });

  it('answers 401 to $connect with a token that is not a valid access token', async () => {
    const { handler } = await import('../../src/live/socket.js');
    const event = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../events/ws-connect.json'), 'utf8'));
    expect(await handler(event)).toEqual({ statusCode: 401 });
    event.queryStringParameters = {};
    expect(await handler(event)).toEqual({ statusCode: 401 });
  });
});
