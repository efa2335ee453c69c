import type { AssignmentStatus } from '@steady/shared';
import { Badge } from '@/components/ui/badge';
import { STATUS_DISPLAY } from '../lib/labels';

/** An assignment's status: its colour, an icon and the word. */
export function StatusBadge({ status }: { status: AssignmentStatus }) {
  const { label, tone, icon: Icon } = STATUS_DISPLAY[status];
  return (
    <Badge tone={tone} data-testid="assignment-status" data-status={status}>
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}
