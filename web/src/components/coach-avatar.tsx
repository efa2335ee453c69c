import { useCoachPhoto } from '@/lib/coach-photo';
import { cn } from '@/lib/utils';

const initials = (name: string) =>
  name
    .replace(/^(dr|mr|mrs|ms|mx)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** A coach's photo, or their initials while there is none (or while it loads). */
export function CoachAvatar({ coachId, name, photoVersion, className }: { coachId: string; name: string; photoVersion: string | null; className?: string }) {
  const photo = useCoachPhoto(coachId, photoVersion);
  return (
    <span
      className={cn(
        'grid size-14 shrink-0 place-content-center overflow-hidden rounded-full border bg-primary/10 text-lg font-semibold text-primary',
        className,
      )}
    >
      {photo.data ? (
        <img src={photo.data.image} alt={`Photo of ${name}`} className="size-full object-cover" width={256} height={256} />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </span>
  );
}
