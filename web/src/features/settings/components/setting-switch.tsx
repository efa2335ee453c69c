import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

/** One on/off setting: its label, an explanation, and the switch (labelled and described by them). */
export function SettingSwitch({
  id,
  label,
  description,
  checked,
  onCheckedChange,
}: {
  id: string;
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={id}>{label}</Label>
        {description ? (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={description ? `${id}-hint` : undefined} />
    </div>
  );
}
