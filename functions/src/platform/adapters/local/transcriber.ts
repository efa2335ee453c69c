import { logger } from '../../logger.js';
import type { Transcriber, TranscriptionJob } from '../../ports.js';

/*
 * Transcription on one machine (docs/architecture.md, "Runtime modes"), in place of Amazon Transcribe
 * (adapters/aws/transcribe.ts).
 */

/** Locally the transcript is what speech recognition heard during the call, available at once. */
export class SpeechTurnsTranscriber implements Transcriber {
  constructor(private readonly complete: (callId: string, transcript: string) => Promise<void>) {}

  async start(job: TranscriptionJob): Promise<void> {
    setImmediate(
      () => void this.complete(job.callId, job.spokenText).catch((err: Error) => logger.error('Local transcription failed', { errorName: err.name })),
    );
  }

  /** Locally the transcript is the speech turns themselves: there is no separate document. */
  async transcript(): Promise<string | null> {
    return null;
  }
}
