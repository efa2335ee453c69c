/**
 * Whether a client's page cursor has the shape of an ElectroDB cursor: base64url JSON of a DynamoDB
 * key, an object of string attributes. Anything else is answered with a 400 before it reaches a Query.
 */
export function isKeyCursor(cursor: string): boolean {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return typeof key === 'object' && key !== null && !Array.isArray(key) && Object.values(key).every((v) => typeof v === 'string');
  } catch {
    return false;
  }
}
