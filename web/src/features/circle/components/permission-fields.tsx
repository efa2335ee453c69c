import { useId } from 'react';
import type { CirclePermissions } from '@steady/shared';
import { Switch } from '@/components/ui/switch';

/** The three permissions of a connection, with what each means in plain words. */
export const PERMISSIONS: { key: keyof CirclePermissions; label: string; description: string }[] = [
  {
    key: 'canViewEntries',
    label: 'See shared entries',
    description: 'Entries you share with them, your habits and your safety plan. Never your private entries.',
  },
  { key: 'canCommentEntries', label: 'Comment on entries', description: 'Leave comments and encouragement on the entries they can see.' },
  { key: 'canEditWorkspaces', label: 'Edit shared workspaces', description: 'Work with you on shared workspaces.' },
];

/** Three labelled switches (role="switch", keyboard native), each with its description. */
export function PermissionFields({
  value,
  onChange,
  disabled,
  legend = 'What they can do',
}: {
  value: CirclePermissions;
  onChange: (next: CirclePermissions) => void;
  disabled?: boolean;
  legend?: string;
}) {
  const base = useId();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {PERMISSIONS.map((p) => {
        const id = `${base}-${p.key}`;
        return (
          <div key={p.key} className="flex items-start justify-between gap-3">
            <div className="grid gap-0.5">
              <label htmlFor={id} className="text-sm font-medium">
                {p.label}
              </label>
              <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                {p.description}
              </p>
            </div>
            <Switch
              id={id}
              aria-describedby={`${id}-hint`}
              checked={value[p.key]}
              disabled={disabled}
              onCheckedChange={(checked) => onChange({ ...value, [p.key]: checked })}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
