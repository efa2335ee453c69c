import { StartTranscriptionJobCommand, TranscribeClient } from '@aws-sdk/client-transcribe';
import type { ObjectStore, Transcriber, TranscriptionJob } from '../../ports.js';

/** Transcription jobs are named after the call, so a repeated start is refused as a conflict (and ignored). */
export const jobName = (callId: string) => `steady-call-${callId}`;
export const transcriptKey = (callId: string) => `transcripts/${callId}.json`;

/**
 * Amazon Transcribe: the recording in S3 becomes a transcript JSON next to it. Completion arrives as
 * an EventBridge "Transcribe Job State Change" event, which runs the transcribed job.
 */
export class AmazonTranscriber implements Transcriber {
  private readonly client: TranscribeClient;

  constructor(
    region: string,
    endpoint?: string,
    /** Encrypts the transcript with this KMS key (production: the data key); Transcribe's default is SSE-S3. */
    private readonly outputKmsKeyId?: string,
    /** Where the transcripts are read (the recordings bucket). */
    private readonly objects?: ObjectStore,
  ) {
    this.client = new TranscribeClient({ region, ...(endpoint ? { endpoint } : {}) });
  }

  async start(job: TranscriptionJob): Promise<void> {
    try {
      await this.client.send(
        new StartTranscriptionJobCommand({
          TranscriptionJobName: jobName(job.callId),
          LanguageCode: 'en-US',
          MediaFormat: 'wav',
          Media: { MediaFileUri: `s3://${job.bucket}/${job.key}` },
          OutputBucketName: job.bucket,
          OutputKey: transcriptKey(job.callId),
          ...(this.outputKmsKeyId ? { OutputEncryptionKMSKeyId: this.outputKmsKeyId } : {}),
        }),
      );
    } catch (err) {
      if ((err as Error).name === 'ConflictException') return; // already started for this call
      throw err;
    }
  }

  async transcript(callId: string): Promise<string | null> {
    const doc = this.objects?.configured ? await this.objects.getText(transcriptKey(callId)) : null;
    return doc === null ? null : transcriptText(JSON.parse(doc)) || null;
  }
}

/** The text of a Transcribe output document (results.transcripts[0].transcript). */
export function transcriptText(doc: unknown): string {
  const transcripts = (doc as { results?: { transcripts?: { transcript?: string }[] } })?.results?.transcripts ?? [];
  return transcripts
    .map((t) => t.transcript ?? '')
    .join(' ')
    .trim();
}
