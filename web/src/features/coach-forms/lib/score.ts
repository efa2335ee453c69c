import { instrumentOf, type InstrumentBandSummary } from '@steady/shared';

/** A score in plain words: 'PHQ-9 score 7 of 27: Mild'. */
export function scoreText(score: number, instrument: string | null, band: InstrumentBandSummary | null): string {
  const known = instrument ? instrumentOf(instrument) : null;
  const of = known ? ` of ${known.maxScore}` : '';
  const name = known ? `${known.name} score` : 'Score';
  return `${name} ${score}${of}${band ? `: ${band.label}` : ''}`;
}
