import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { LOCAL_S3_CREDENTIALS, type Config } from '../../config.js';
import type { ObjectStore } from '../../ports.js';

/** The recordings bucket on S3 (SSE-KMS by the bucket's default), or s3rver locally (S3_ENDPOINT). */
export class S3ObjectStore implements ObjectStore {
  private readonly client: S3Client;

  constructor(private readonly config: Pick<Config, 'region' | 's3Endpoint' | 'recordingsBucket'>) {
    this.client = new S3Client({
      region: config.region,
      ...(config.s3Endpoint ? { endpoint: config.s3Endpoint, forcePathStyle: true, credentials: LOCAL_S3_CREDENTIALS } : {}),
    });
  }

  get configured(): boolean {
    return Boolean(this.config.recordingsBucket);
  }

  private bucket(): string {
    if (!this.config.recordingsBucket) throw new Error('RECORDINGS_BUCKET is not configured');
    return this.config.recordingsBucket;
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket(), Key: key, Body: body, ContentType: contentType }));
  }

  async getText(key: string): Promise<string | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket(), Key: key }));
      return (await out.Body?.transformToString()) ?? null;
    } catch (err) {
      if ((err as Error).name === 'NoSuchKey') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket(), Key: key }));
  }

  signedUrl(key: string, seconds: number): Promise<string> {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket(), Key: key }), { expiresIn: seconds });
  }

  async deleteAll(keys: string[], prefixes: string[]): Promise<number> {
    const all = [...keys];
    for (const prefix of prefixes) {
      let token: string | undefined;
      do {
        const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket(), Prefix: prefix, ContinuationToken: token }));
        all.push(...(page.Contents ?? []).map((o) => o.Key!));
        token = page.NextContinuationToken;
      } while (token);
    }
    for (let i = 0; i < all.length; i += 1000) {
      await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket(), Delete: { Objects: all.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true } }),
      );
    }
    return all.length;
  }
}
