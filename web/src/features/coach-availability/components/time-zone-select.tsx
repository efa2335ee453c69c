import type { ComponentProps } from 'react';
import { TIME_ZONES } from '@steady/shared';
import { NativeSelect } from '@/components/ui/native-select';

/** 'America/New_York' → 'Eastern Time'; any other IANA zone by its city. */
export function zoneName(zone: string): string {
  return TIME_ZONES.find((z) => z.value === zone)?.label ?? zone.split('/').pop()!.replace(/_/g, ' ');
}

/**
 * The time zones of Settings (the US zones); a coach whose zone is another IANA zone
 * (chosen at registration) sees it first, so saving never changes it by accident.
 */
export function TimeZoneSelect({
  value,
  onChange,
  ...props
}: Omit<ComponentProps<'select'>, 'onChange' | 'value'> & { value: string; onChange: (zone: string) => void }) {
  return (
    <NativeSelect {...props} value={value} onChange={(e) => onChange(e.target.value)}>
      {TIME_ZONES.some((z) => z.value === value) ? null : <option value={value}>{value.replace(/_/g, ' ')}</option>}
      {TIME_ZONES.map((z) => (
        <option key={z.value} value={z.value}>
          {z.label}
        </option>
      ))}
    </NativeSelect>
  );
}
