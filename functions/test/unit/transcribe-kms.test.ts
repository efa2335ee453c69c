import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AmazonTranscriber } from '../../src/platform/adapters/aws/transcribe.js';
import { createPorts } from '../../src/platform/createPorts.js';
import { loadConfig } from '../../src/platform/config.js';

/**
 * Amazon Transcribe writes its output SSE-S3 unless the request names a KMS key, whatever the bucket's
 * default encryption: in production (RECORDINGS_KMS_KEY_ARN) the transcript must be encrypted with the
 * data key like the recording. Checked on the requests the real SDK sends to a server speaking JSON 1.1.
 */
const bodies: Record<string, unknown>[] = [];
const srv = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    bodies.push(body);
    res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
    res.end(JSON.stringify({ TranscriptionJob: { TranscriptionJobName: body.TranscriptionJobName, TranscriptionJobStatus: 'IN_PROGRESS' } }));
  });
});
let endpoint: string;
const KEY = 'arn:aws:kms:us-east-1:123456789012:key/00000000-0000-0000-0000-000000000001';
const job = (callId: string) => ({ callId, bucket: 'recordings', key: `recordings/u/${callId}.wav`, spokenText: '' });

beforeAll(async () => {
  process.env.AWS_ACCESS_KEY_ID ??= 'test';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'test';
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', () => resolve()));
  endpoint = `http://127.0.0.1:${(srv.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => srv.close(() => resolve())));

describe('AmazonTranscriber output encryption', () => {
  it('asks Transcribe to encrypt the transcript with the configured key (RECORDINGS_KMS_KEY_ARN through createPorts)', async () => {
    const config = loadConfig({ TABLE_NAME: 't', USER_POOL_ID: 'p', USER_POOL_CLIENT_ID: 'c', TRANSCRIBE_ENDPOINT: endpoint, RECORDINGS_KMS_KEY_ARN: KEY });
    await createPorts(config).transcriber.start(job('01KMS'));
    expect(bodies.at(-1)).toMatchObject({ TranscriptionJobName: 'steady-call-01KMS', OutputBucketName: 'recordings', OutputEncryptionKMSKeyId: KEY });
  });

  it('names no key when none is configured (local stack, tests)', async () => {
    await new AmazonTranscriber('us-east-1', endpoint).start(job('01NOKEY'));
    expect(bodies.at(-1)).toMatchObject({ TranscriptionJobName: 'steady-call-01NOKEY' });
    expect(bodies.at(-1)).not.toHaveProperty('OutputEncryptionKMSKeyId');
  });
});
