/**
 * DynamoDB for the local stack: dynalite (LevelDB on disk), fronted by a small proxy that adds the
 * two operations dynalite lacks, TransactWriteItems and TransactGetItems, with DynamoDB's semantics:
 * every condition is checked first; if any fails nothing is written and the error carries
 * CancellationReasons in request order. Writes are serialised through one lock so a transaction is
 * atomic with respect to every other write.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/* eslint-disable @typescript-eslint/no-explicit-any */
const dynalite: (options: Record<string, unknown>) => http.Server = require('dynalite');
const { ClassicLevel }: any = require('classic-level');
const ddbInternals: any = require('dynalite/db');
const validations: any = require('dynalite/validations');
const opValidations: Record<string, any> = {
  Put: require('dynalite/validations/putItem'),
  Update: require('dynalite/validations/updateItem'),
  Delete: require('dynalite/validations/deleteItem'),
};
/* eslint-enable @typescript-eslint/no-explicit-any */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);

class Mutex {
  private tail: Promise<void> = Promise.resolve();
  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.tail.then(fn);
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

export interface LocalDynamo {
  endpoint: string;
  /**
   * Compacts the on-disk store, so deleted items (an erased account) do not stay readable in
   * LevelDB's log and table files. Writes wait meanwhile.
   */
  compact(): Promise<void>;
  close(): Promise<void>;
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const COMPACT_LOW = '\u0000steady-compact';
const COMPACT_HIGH = '\uffffsteady-compact';

/**
 * Both hops (the SDK to the proxy, the proxy to dynalite) reuse keep-alive connections. With Node's
 * default 5 s keep-alive, a server closes a connection idle that long while the client, on the same
 * busy event loop, may already be sending the next request on it: the request fails with a reset
 * connection, and a burst of requests after a pause can meet several such connections at once, more
 * than the SDK's retries cover. The servers keep idle connections for as long as the stack runs; the
 * clients close theirs first (Node's agent after 5 s idle; `close()` closes the rest).
 */
function keepConnections(server: http.Server): http.Server {
  server.keepAliveTimeout = 10 * 60_000;
  server.headersTimeout = 10 * 60_000 + 1_000;
  return server;
}

export async function startDynamo(path: string | undefined): Promise<LocalDynamo> {
  const inner = keepConnections(dynalite({ path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 }));
  await new Promise<void>((resolve) => inner.listen(0, '127.0.0.1', resolve));
  const innerPort = (inner.address() as AddressInfo).port;
  const lock = new Mutex();
  const keySchemas = new Map<string, string[]>();

  /** Sends one request to dynalite, with the caller's (unchecked) signature headers. */
  function call(
    headers: http.IncomingHttpHeaders,
    op: string,
    body: Json,
  ): Promise<{ status: number; body: Json; raw: Buffer; headers: http.IncomingHttpHeaders }> {
    return new Promise((resolve, reject) => {
      const payload = Buffer.from(JSON.stringify(body));
      const out = http.request(
        {
          host: '127.0.0.1',
          port: innerPort,
          method: 'POST',
          path: '/',
          headers: {
            'content-type': 'application/x-amz-json-1.0',
            'x-amz-target': `DynamoDB_20120810.${op}`,
            authorization: headers.authorization,
            'x-amz-date': headers['x-amz-date'],
            'content-length': payload.length,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            resolve({ status: res.statusCode ?? 500, body: raw.length ? JSON.parse(raw.toString()) : {}, raw, headers: res.headers });
          });
        },
      );
      out.on('error', reject);
      out.end(payload);
    });
  }

  async function keyOf(headers: http.IncomingHttpHeaders, table: string, item: Json): Promise<Json> {
    let names = keySchemas.get(table);
    if (!names) {
      const d = await call(headers, 'DescribeTable', { TableName: table });
      names = (d.body.Table?.KeySchema ?? []).map((k: Json) => k.AttributeName as string);
      keySchemas.set(table, names!);
    }
    return Object.fromEntries(names!.map((n) => [n, item[n]]));
  }

  function validate(kind: string, data: Json): Json {
    const v = opValidations[kind] ?? opValidations.Update;
    const checked = validations.checkTypes(structuredClone(data), v.types);
    validations.checkValidations(checked, v.types, v.custom, { options: { maxItemSize: 400 * 1024 } });
    return checked;
  }

  async function transactWrite(headers: http.IncomingHttpHeaders, body: Json): Promise<{ status: number; body: Json }> {
    const items: Json[] = body.TransactItems ?? [];
    const ops = await Promise.all(
      items.map(async (entry) => {
        const kind = Object.keys(entry)[0]!;
        const op = entry[kind];
        const key = kind === 'Put' ? await keyOf(headers, op.TableName, op.Item) : op.Key;
        return { kind, op, key };
      }),
    );
    const reasons: Json[] = [];
    let failed = false;
    for (const { kind, op, key } of ops) {
      const existing = await call(headers, 'GetItem', { TableName: op.TableName, Key: key, ConsistentRead: true });
      if (existing.status !== 200) return { status: existing.status, body: existing.body };
      let checked: Json;
      try {
        checked = validate(kind === 'ConditionCheck' ? 'Update' : kind, kind === 'ConditionCheck' ? { ...op } : op);
      } catch (err) {
        const e = err as { statusCode?: number; body?: Json };
        if (e.statusCode) return { status: e.statusCode, body: e.body ?? {} };
        throw err;
      }
      const problem = ddbInternals.checkConditional(checked, existing.body.Item);
      if (problem) {
        failed = true;
        reasons.push({ Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' });
      } else reasons.push({ Code: 'None' });
    }
    if (failed) {
      return {
        status: 400,
        body: {
          __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
          message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((r) => r.Code).join(', ')}]`,
          CancellationReasons: reasons,
        },
      };
    }
    for (const { kind, op } of ops) {
      if (kind === 'ConditionCheck') continue;
      const single = kind === 'Put' ? 'PutItem' : kind === 'Update' ? 'UpdateItem' : 'DeleteItem';
      const res = await call(headers, single, op);
      if (res.status !== 200) return { status: res.status, body: res.body };
    }
    return { status: 200, body: {} };
  }

  async function transactGet(headers: http.IncomingHttpHeaders, body: Json): Promise<{ status: number; body: Json }> {
    const responses: Json[] = [];
    for (const entry of body.TransactItems ?? []) {
      const res = await call(headers, 'GetItem', { ...entry.Get, ConsistentRead: true });
      if (res.status !== 200) return { status: res.status, body: res.body };
      responses.push(res.body.Item ? { Item: res.body.Item } : {});
    }
    return { status: 200, body: { Responses: responses } };
  }

  // While the store is being compacted (dynalite closed), requests wait at this gate.
  let paused: Promise<void> | null = null;
  let active = 0;
  let idle: (() => void) | null = null;

  const proxy = http.createServer((req, res) => {
    void (async () => {
      while (paused) await paused;
      active++;
      try {
        await handle(req, res);
      } finally {
        active--;
        if (active === 0) idle?.();
      }
    })().catch((err: Error) => {
      if (res.headersSent) return void res.end();
      res.writeHead(500, { 'content-type': 'application/x-amz-json-1.0' });
      res.end(JSON.stringify({ __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError', message: err.message }));
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    {
      const raw = await readBody(req);
      const op = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
      const send = (status: number, body: Json | Buffer) => {
        const payload = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
        res.writeHead(status, {
          'content-type': 'application/x-amz-json-1.0',
          'content-length': payload.length,
          'x-amzn-requestid': Math.random().toString(36).slice(2),
        });
        res.end(payload);
      };
      const forward = async () => {
        const r = await call(req.headers, op, raw.length ? JSON.parse(raw.toString()) : {});
        send(r.status, r.raw);
      };
      if (op === 'TransactWriteItems') {
        const r = await lock.run(() => transactWrite(req.headers, JSON.parse(raw.toString())));
        send(r.status, r.body);
      } else if (op === 'TransactGetItems') {
        const r = await lock.run(() => transactGet(req.headers, JSON.parse(raw.toString())));
        send(r.status, r.body);
      } else if (WRITES.has(op)) {
        await lock.run(forward);
      } else {
        await forward();
      }
    }
  }
  keepConnections(proxy);
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    compact: async () => {
      if (!path || paused) return;
      let resume!: () => void;
      paused = new Promise<void>((r) => (resume = r));
      try {
        if (active > 0) await new Promise<void>((r) => (idle = r));
        idle = null;
        // dynalite's own handle may hold a snapshot (an open iterator), and LevelDB keeps every
        // version a snapshot can see; so dynalite closes, and a fresh handle compacts alone.
        await new Promise<void>((resolve, reject) => inner.close((err?: Error) => (err ? reject(err) : resolve())));
        const db = new ClassicLevel(path, { valueEncoding: 'json' });
        await db.open();
        try {
          // A file that overlaps nothing at the next level is only moved down, deleted values and all
          // (a flushed log keeps every version). So: flush, then two marker keys below and above every
          // key dynalite writes; their file overlaps all others, so every level is rewritten and deleted
          // items are dropped. Then the markers go.
          await db.compactRange(COMPACT_LOW, COMPACT_HIGH);
          await db.put(COMPACT_LOW, 1);
          await db.put(COMPACT_HIGH, 1);
          await db.compactRange(COMPACT_LOW, COMPACT_HIGH);
          await db.del(COMPACT_LOW);
          await db.del(COMPACT_HIGH);
          await db.compactRange(COMPACT_LOW, COMPACT_HIGH);
        } finally {
          await db.close();
        }
        await new Promise<void>((resolve) => inner.listen(innerPort, '127.0.0.1', resolve));
      } finally {
        paused = null;
        resume();
      }
    },
    close: async () => {
      // Open connections, idle or not, would hold close() until they end: the stack is going away.
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      inner.closeAllConnections();
      await new Promise<void>((resolve) => inner.close(() => resolve()));
    },
  };
}
