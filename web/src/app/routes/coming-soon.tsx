import { Link } from 'react-router-dom';
import { Construction, LayoutDashboard } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export type GuardedPlaceholder = 'marketplace' | 'my-forms';

/** The spec's title of each screen, and an honest line about what it will hold. */
const PAGES: Record<GuardedPlaceholder, { title: string; description?: string; soon: string }> = {
  marketplace: { title: 'Marketplace', soon: 'AI coaches, habit systems, bundles and human coaches will be available here.' },
  'my-forms': {
    title: 'My Forms',
    description: 'Complete your assigned forms and track your progress',
    soon: 'Assessment forms from your coach or therapist will appear here.',
  },
};

function ComingSoonCard({ text }: { text: string }) {
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center">
      <Construction className="size-10 text-primary" aria-hidden="true" />
      <p className="text-lg font-semibold">Coming soon</p>
      <p className="max-w-lg text-muted-foreground">{text}</p>
      <Button asChild variant="outline">
        <Link to="/dashboard">
          <LayoutDashboard aria-hidden="true" />
          Back to Dashboard
        </Link>
      </Button>
    </Card>
  );
}

/** A guarded screen that is not built yet: its real title inside the shell, and an honest note. */
export default function ComingSoonRoute({ page }: { page: GuardedPlaceholder }) {
  const def = PAGES[page];
  return (
    <div className="grid gap-6">
      <PageHeader title={def.title} description={def.description} />
      <ComingSoonCard text={def.soon} />
    </div>
  );
}
