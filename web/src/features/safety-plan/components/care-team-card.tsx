import { Phone, Users } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPhoneForDisplay } from '@/lib/format';
import { telHref, useCareTeam } from '@/lib/safety-plan';

const ROLE: Record<'coach' | 'therapist', string> = { coach: 'Your coach', therapist: 'Your therapist' };

/**
 * "Contact your care team" on the dashboard while the crisis panel shows: a "Call {name}" link for
 * each connected coach or therapist. Nothing at all when the person has no one connected (or while
 * it loads, or if it fails: the crisis panel above already has the lines that always answer).
 */
export function CareTeamCard({ userId }: { userId: string }) {
  const team = useCareTeam(userId);
  if (!team.data || team.data.length === 0) return null;
  return (
    <Card asChild>
      <section aria-labelledby="care-team-title" className="border-primary/30" data-testid="care-team-card">
        <CardHeader>
          <CardTitle id="care-team-title">
            <Users aria-hidden="true" className="text-primary" />
            Contact your care team
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p className="text-sm text-muted-foreground">They know you and want to hear from you, on a good day or a hard one.</p>
          <ul className="grid gap-2">
            {team.data.map((m) => (
              <li key={m.memberId} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
                <span className="min-w-0">
                  <span className="block font-medium">{m.name}</span>
                  <span className="block text-sm text-muted-foreground">
                    {ROLE[m.relationshipType]} · {formatPhoneForDisplay(m.phoneNumber)}
                  </span>
                </span>
                <a
                  href={telHref(m.phoneNumber)}
                  className="inline-flex min-h-11 items-center gap-2 rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <Phone aria-hidden="true" className="size-4" />
                  Call {m.name}
                </a>
              </li>
            ))}
          </ul>
        </CardContent>
      </section>
    </Card>
  );
}
