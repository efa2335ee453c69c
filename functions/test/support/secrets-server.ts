import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking Secrets Manager's JSON 1.1 protocol for GetSecretValue: the real SDK sends
 * the real requests; the server records them and answers as AWS does (ResourceNotFoundException for
 * an unknown id). `secrets` may be changed between reads, as an operator rotating a secret would.
 */
export interface SecretsTestServer {
  secrets: Record<string, string>;
  seen: { target: string; contentType: string; body: { SecretId?: string } }[];
  /** Every GetSecretValue answers 500 while true. */
  failing: boolean;
  clientConfig: { region: string; endpoint: string; credentials: { accessKeyId: string; secretAccessKey: string }; maxAttempts: number };
  requestsFor(arn: string): number;
  close(): Promise<void>;
}

export async function startSecretsServer(secrets: Record<string, string> = {}): Promise<SecretsTestServer> {
  const state = { secrets, seen: [] as SecretsTestServer['seen'], failing: false };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { SecretId?: string };
      state.seen.push({ target: String(req.headers['x-amz-target']), contentType: String(req.headers['content-type']), body });
      const error = (status: number, type: string, message: string) => {
        res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': type });
        res.end(JSON.stringify({ __type: type, message }));
      };
      if (state.failing) return error(500, 'InternalServiceError', 'An error occurred on the server side.');
      const value = body.SecretId ? state.secrets[body.SecretId] : undefined;
      if (value === undefined) return error(400, 'ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(
        JSON.stringify({
          ARN: body.SecretId,
          Name: 'steady/secret',
          VersionId: 'v1',
          SecretString: value,
          VersionStages: ['AWSCURRENT'],
          CreatedDate: 1_700_000_000,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    clientConfig: { region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, credentials: { accessKeyId: 'test', secretAccessKey: 'test' }, maxAttempts: 1 },
    requestsFor: (arn: string) => state.seen.filter((s) => s.body.SecretId === arn).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
