import { SUPPORTED_TIME_ZONES, TIME_ZONES, canonicalTimeZone } from '@steady/shared';

/** The browser's IANA time zone (what registration sends), or null when the browser does not say. */
export function browserTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone ? canonicalTimeZone(zone) : null;
  } catch {
    return null;
  }
}

const NAMED: Record<string, string> = Object.fromEntries(TIME_ZONES.map((z) => [z.value, z.label]));

/** 'America/Los_Angeles' → 'Los Angeles (Pacific Time)'; 'Europe/Lisbon' → 'Lisbon (Europe)'. */
export function zoneLabel(zone: string): string {
  const parts = zone.split('/');
  const city = parts[parts.length - 1]!.replace(/_/g, ' ');
  const region = NAMED[zone] ?? (parts.length > 1 ? parts.slice(0, -1).join(' / ').replace(/_/g, ' ') : '');
  return region ? `${city} (${region})` : city;
}

/** The current time in a zone, e.g. '3:42 PM'. */
export function localTimeIn(zone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(now);
}

/** Zones matching a search (city, region or id, any order of words), the spec's US zones first. */
export function searchZones(query: string): string[] {
  const words = query.toLowerCase().replace(/_/g, ' ').split(/\s+/).filter(Boolean);
  const first = TIME_ZONES.map((z) => z.value as string);
  const all = [...first, ...SUPPORTED_TIME_ZONES.filter((z) => !first.includes(z))];
  if (words.length === 0) return all;
  return all.filter((z) => {
    const hay = `${z} ${zoneLabel(z)}`.toLowerCase().replace(/_/g, ' ');
    return words.every((w) => hay.includes(w));
  });
}
