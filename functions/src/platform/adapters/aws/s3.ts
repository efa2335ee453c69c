import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { LOCAL_S3_CREDENTIALS, type Config } from '../../config.js';
import type { ObjectStore } from '../../ports.js';

/**
 * A private bucket on S3 (SSE-KMS by the bucket's default), or s3rver locally (S3_ENDPOINT): the
 * recordings bucket by default, or the one named (the coach photos bucket).
 */
export class S3ObjectStore implements ObjectStore {
  private readonly client: S3Client;
  private readonly bucketName: string | undefined;
  private readonly envName: string;

  constructor(
    config: Pick<Config, 'region' | 's3Endpoint' | 'recordingsBucket'>,
    bucket: { name: string | undefined; envName: string } = { name: config.recordingsBucket, envName: 'RECORDINGS_BUCKET' },
  ) {
    this.bucketName = bucket.name;
    this.envName = bucket.envName;
    this.client = new S3Client({
      region: config.region,
      ...(config.s3Endpoint ? { endpoint: config.s3Endpoint, forcePathStyle: true, credentials: LOCAL_S3_CREDENTIALS } : {}),
    });
  }

  get configured(): boolean {
    return Boolean(this.bucketName);
  }

  private bucket(): string {
    if (!this.bucketName) throw new Error(`${this.envName} is not configured`);
    return this.bucketName;
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

  async getBytes(key: string): Promise<Uint8Array | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket(), Key: key }));
      return (await out.Body?.transformToByteArray()) ?? null;
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
