import { useLiveUpdates } from '@/lib/live-updates';

/**
 * The live channel (/ws) for the whole signed-in session, as a component of its own: the shell loads
 * it beside the first screen rather than before it (docs/performance.md, "SPA first load").
 */
export default function LiveChannel({ userId }: { userId: string }) {
  useLiveUpdates(userId);
  return null;
}
