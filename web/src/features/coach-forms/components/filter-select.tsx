import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';

/** A labelled list filter of the Forms tab: 'All …' first (the empty value), then the choices by name. */
export function FilterSelect({
  label,
  allLabel,
  value,
  onChange,
  options,
  className,
  testId,
}: {
  label: string;
  allLabel: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { id: string; name: string }[];
  className?: string;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
