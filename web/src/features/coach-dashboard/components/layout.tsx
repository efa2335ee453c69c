import { Suspense, useId } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { Activity, CalendarClock, Phone, Settings, Smile, UserCheck, Users } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { AccessRequired } from '@/components/screen-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useCoachInsights } from '../api/caseload';

export const COACH_DASHBOARD_TITLE = 'Coach Dashboard';
export const COACH_DASHBOARD_SUBTITLE = 'Manage your students and provide personalized coaching support';

/** The tabs, in the order docs/architecture.md ("Coach workspace") gives; each is a nested route. */
export const COACH_TABS = [
  { label: 'Overview', to: '/coach-dashboard', end: true },
  { label: 'Students', to: '/coach-dashboard/students' },
  { label: 'Journal Entries', to: '/coach-dashboard/entries' },
  { label: 'Forms', to: '/coach-dashboard/forms' },
  { label: 'Analytics', to: '/coach-dashboard/analytics' },
  { label: 'Availability', to: '/coach-dashboard/availability' },
  { label: 'Sessions', to: '/coach-dashboard/sessions' },
  { label: 'Marketplace', to: '/coach-dashboard/marketplace' },
] as const;

function Stat({ title, value, note, icon: Icon }: { title: string; value: string; note: string; icon: typeof Users }) {
  return (
    <Card asChild>
      <li className="grid min-w-0 content-start gap-1 p-3 sm:p-4" data-testid="coach-stat">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
          <Icon className="size-5 text-primary" aria-hidden="true" />
        </div>
        <p className="text-2xl font-semibold tabular-nums tracking-tight sm:text-3xl">{value}</p>
        <p className="text-xs text-muted-foreground">{note}</p>
      </li>
    </Card>
  );
}

/** The six stat cards, once insights load. */
function StatCards({ coachId }: { coachId: string }) {
  const insights = useCoachInsights(coachId);
  if (insights.isPending) {
    return (
      <ul role="status" aria-label="Loading your caseload" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <Skeleton className="h-24 w-full" />
          </li>
        ))}
      </ul>
    );
  }
  if (insights.isError) return null; // the Overview shows the error with Try again
  const s = insights.data.stats;
  return (
    <ul aria-label="Caseload at a glance" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      <Stat title="Students" value={String(s.students)} note="connected to you" icon={Users} />
      <Stat title="Active" value={String(s.active)} note="sharing now" icon={UserCheck} />
      <Stat title="Sessions" value={String(s.sessions)} note="check-in calls answered" icon={Phone} />
      <Stat
        title="Avg Mood"
        value={s.averageMood === null ? '—' : s.averageMood.toFixed(1)}
        note={s.averageMood === null ? 'no moods shared yet' : 'out of 10, last two weeks'}
        icon={Smile}
      />
      <Stat title="Activity" value={String(s.activity)} note="entries this week" icon={Activity} />
      <Stat title="Upcoming" value={String(s.upcoming)} note="coaching sessions booked" icon={CalendarClock} />
    </ul>
  );
}

const tabClasses =
  'inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors ' +
  'hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** The Coach Dashboard's frame: title, Coach Settings, the stat cards, the tabs (links with aria-current) and the tab's panel. */
export function CoachDashboardLayout({ coachId }: { coachId: string }) {
  const navId = useId();
  return (
    <div className="grid gap-6">
      <PageHeader
        title={COACH_DASHBOARD_TITLE}
        description={COACH_DASHBOARD_SUBTITLE}
        actions={
          <Button asChild variant="outline">
            <Link to="/coach-dashboard/settings">
              <Settings aria-hidden="true" />
              Coach Settings
            </Link>
          </Button>
        }
      />
      <StatCards coachId={coachId} />
      <nav aria-labelledby={navId} className="-mx-1 overflow-x-auto border-b px-1 pb-2">
        <h2 id={navId} className="sr-only">
          Coach Dashboard sections
        </h2>
        <ul className="flex gap-1">
          {COACH_TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={'end' in tab}
                className={({ isActive }) => cn(tabClasses, isActive && 'bg-accent text-foreground shadow-[inset_0_-2px_0_var(--primary)]')}
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        {/* Each tab is its own chunk: while one loads, the frame stays and the panel shows a placeholder. */}
        <Suspense fallback={<Skeleton role="status" aria-label="Loading" className="h-64 w-full" />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}

/** For anyone who is not a coach or therapist: 'Coach Access Required' and why. */
export function CoachAccessRequired() {
  return (
    <AccessRequired
      pageTitle="Coach Access Required"
      message="This dashboard is only available for users with coach privileges."
      testId="coach-access-required"
    />
  );
}
