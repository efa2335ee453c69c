import { Link } from 'react-router-dom';
import { Gem } from 'lucide-react';
import { DASHBOARD, truncate } from '@steady/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAgenda } from '@/lib/agenda';

/**
 * Dashboard 'Artifacts Collection' banner, shown only when there are artifacts: 3 × 80 characters plus '+N more'.
 * The newest three and the count come with the dashboard's agenda (one read for three cards).
 */
export function ArtifactsBanner({ userId }: { userId: string }) {
  const agenda = useAgenda(userId);
  const list = agenda.data?.artifacts.recent ?? [];
  if (list.length === 0) return null;
  const more = (agenda.data?.artifacts.total ?? 0) - DASHBOARD.artifactsInBanner;
  return (
    <Card asChild>
      <section aria-labelledby="artifacts-banner-title" data-testid="artifacts-banner">
        <CardHeader>
          <CardTitle id="artifacts-banner-title">
            <Gem aria-hidden="true" className="text-primary" />
            Artifacts Collection
          </CardTitle>
          <Button asChild variant="outline" size="sm">
            <Link to="/artifacts" aria-label="View All artifacts">
              View All
            </Link>
          </Button>
        </CardHeader>
        <CardContent className="grid gap-3">
          <ul className="grid gap-3 md:grid-cols-3">
            {list.slice(0, DASHBOARD.artifactsInBanner).map((a) => (
              <li key={a.id} className="grid gap-1 rounded-md border p-3">
                <p className="font-medium">{a.title}</p>
                <p className="text-sm text-muted-foreground">{truncate(a.content, DASHBOARD.artifactBannerChars)}</p>
              </li>
            ))}
          </ul>
          {more > 0 ? <p className="text-sm text-muted-foreground">+{more} more</p> : null}
        </CardContent>
      </section>
    </Card>
  );
}
