/**
 * This installation's own token-signing key. cognito-local ships one RSA key in its npm package, so
 * anyone could sign a token it would accept; instead, the first start generates a key pair in the
 * local data folder (file mode 0600), the sign-in emulator's tokens are re-signed with it, and the
 * gateway trusts only its public half. See docs/architecture.md, "Local mode as a server".
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public key as a JWK (`kid`, `alg` RS256, `use` sig), for the gateway's JWKS. */
  jwk: JsonWebKey & { kid: string; alg: 'RS256'; use: 'sig' };
}

interface StoredKey {
  kid: string;
  privateKeyPem: string;
}

const FILE = 'signing-key.json';

/** Loads the installation's key from `dir`, generating and storing it (0600) on first use. */
export function loadOrCreateSigningKey(dir: string): SigningKey {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  const file = path.join(dir, FILE);
  let stored: StoredKey;
  if (fs.existsSync(file)) {
    stored = JSON.parse(fs.readFileSync(file, 'utf8')) as StoredKey;
    fs.chmodSync(file, 0o600);
  } else {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    stored = { kid: `steady-${randomBytes(8).toString('hex')}`, privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string };
    // Written to a private temporary name first, so the key is never readable by others, even briefly.
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(stored), { mode: 0o600 });
    fs.renameSync(tmp, file);
  }
  const privateKey = createPrivateKey(stored.privateKeyPem);
  const publicKey = createPublicKey(privateKey);
  const { n, e } = publicKey.export({ format: 'jwk' });
  return { kid: stored.kid, privateKey, publicKey, jwk: { kty: 'RSA', n, e, kid: stored.kid, alg: 'RS256', use: 'sig' } };
}

const b64url = (b: Buffer | string) => Buffer.from(b).toString('base64url');

/** Signs a JWT (RS256) with the installation's key. */
export function signJwt(payload: Record<string, unknown>, key: SigningKey): string {
  const head = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: key.kid }));
  const body = b64url(JSON.stringify(payload));
  return `${head}.${body}.${sign('sha256', Buffer.from(`${head}.${body}`), key.privateKey).toString('base64url')}`;
}

/** The payload of a JWT, unverified; null when it is not one. */
export function decodeJwt(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The header of a JWT (`alg`, `kid`), unverified; null when it is not one. */
export function decodeJwtHeader(token: string): { alg?: unknown; kid?: unknown } | null {
  const head = token.split('.')[0];
  if (!head) return null;
  try {
    const header: unknown = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
    return header && typeof header === 'object' && !Array.isArray(header) ? (header as { alg?: unknown; kid?: unknown }) : null;
  } catch {
    return null;
  }
}

/** The same claims, signed with the installation's key instead of the one the emulator ships. */
export function resignJwt(token: string, key: SigningKey): string {
  const payload = decodeJwt(token);
  if (!payload) throw new Error('Not a JWT');
  return signJwt(payload, key);
}

/**
 * The payload of a token signed with the installation's key (RS256, its `kid`) that has not expired;
 * otherwise null. For tokens the gateway checks itself (a refresh token being revoked).
 */
export function verifyJwt(token: string, key: SigningKey, nowSeconds = Math.floor(Date.now() / 1000)): Record<string, unknown> | null {
  const parts = token.split('.');
  const header = decodeJwtHeader(token);
  if (parts.length !== 3 || header?.alg !== 'RS256' || header.kid !== key.kid) return null;
  const ok = verify('sha256', Buffer.from(`${parts[0]}.${parts[1]}`), key.publicKey, Buffer.from(parts[2]!, 'base64url'));
  if (!ok) return null;
  const payload = decodeJwt(token);
  if (!payload || (typeof payload.exp === 'number' && payload.exp <= nowSeconds)) return null;
  return payload;
}
