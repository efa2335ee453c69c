import { useId } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import {
  BadgeCheck,
  BookOpen,
  ClipboardList,
  GraduationCap,
  HeartHandshake,
  HeartPulse,
  LayoutDashboard,
  LineChart,
  LogOut,
  Mail,
  NotebookPen,
  Settings,
  ShieldCheck,
  Siren,
  Store,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Brand } from '@/components/brand';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/features/users/api/get-user';
import { useLogout } from '@/features/users/api/use-logout';
import { useAuthUserId } from '@/lib/auth-guard';
import { receivesCrisisAlerts, unacknowledgedCount, useCrisisAlerts } from '@/lib/crisis-alerts';
import { formatPhoneForDisplay } from '@/lib/format';
import { cn } from '@/lib/utils';

interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Other paths that count as this item (the insights screen has three). */
  also?: string[];
  coachOnly?: boolean;
  adminOnly?: boolean;
  /** An unread count shown beside the label. */
  badge?: 'crisisAlerts' | 'messages';
}

/** The side navigation's items, in order, with their labels, routes and icons. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
  { label: 'Journal Entries', to: '/journal-entries', icon: BookOpen },
  { label: 'Wellness Habits', to: '/habits', icon: HeartPulse },
  { label: 'Support Circle', to: '/my-circle', icon: Users },
  // Not in the spec's list, which leaves /friends unreachable (docs/architecture.md, "Friends").
  { label: 'Friends', to: '/friends', icon: HeartHandshake },
  // Secure messages with coaches and therapists, with the unread count.
  { label: 'Messages', to: '/messages', icon: Mail, badge: 'messages' },
  // Shared workspaces (docs/architecture.md, "Shared workspaces"): plans and homework written with the care team.
  { label: 'Workspaces', to: '/workspaces', icon: NotebookPen },
  { label: 'Assessment Forms', to: '/my-forms', icon: ClipboardList },
  { label: 'Recovery Insights', to: '/insights', icon: LineChart, also: ['/weekly-analysis', '/monthly-reports'] },
  { label: 'Settings', to: '/settings', icon: Settings },
  { label: 'Coach Dashboard', to: '/coach-dashboard', icon: GraduationCap, coachOnly: true },
  // Crisis alerts for coaches and therapists, with the count nobody has acknowledged yet.
  { label: 'Crisis Alerts', to: '/crisis-alerts', icon: Siren, coachOnly: true, badge: 'crisisAlerts' },
  // User management (docs/architecture.md, "Admin"): admins only.
  { label: 'Admin', to: '/admin', icon: ShieldCheck, adminOnly: true },
];

const itemClasses =
  'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium text-muted-foreground transition-colors ' +
  'hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-5';

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  );
}

/** The side navigation 'Clinical Digital Journaling': links, Marketplace, who is signed in, Logout. */
export function SideNav({ className }: { className?: string }) {
  const labelId = useId();
  const userId = useAuthUserId();
  const user = useUser(userId);
  const logout = useLogout();
  const { pathname } = useLocation();
  const isCoach = user.data?.role === 'coach' || user.data?.role === 'therapist';
  // The unacknowledged crisis alerts (coaches and therapists); refetched live on `crisis_alert`.
  const openAlerts = unacknowledgedCount(useCrisisAlerts(userId, receivesCrisisAlerts(user.data?.role)).data);
  // Unread secure messages, from the user record (the navigation makes no request of its own); read
  // again live on `secure_message` and `conversation_read`.
  const unread = user.data?.unreadMessages ?? 0;

  return (
    <nav aria-labelledby={labelId} className={cn('flex h-full min-h-0 flex-col', className)}>
      <div className="border-b px-4 py-4">
        <Brand to="/dashboard" />
        <p id={labelId} className="mt-1 text-xs font-medium uppercase tracking-wide text-muted-foreground">
          Clinical Digital Journaling
        </p>
      </div>
      <ul className="grid gap-1 p-3">
        {NAV_ITEMS.filter((item) => (!item.coachOnly || isCoach) && (!item.adminOnly || user.data?.role === 'admin')).map((item) => {
          const alsoActive = item.also?.includes(pathname) ?? false;
          return (
            <li key={item.to}>
              <NavLink
                to={item.to}
                aria-current={alsoActive ? 'page' : undefined}
                className={({ isActive }) => cn(itemClasses, (isActive || alsoActive) && 'bg-accent text-foreground [&_svg]:text-primary')}
              >
                <item.icon aria-hidden="true" />
                {item.label}
                {item.badge === 'crisisAlerts' && openAlerts > 0 ? (
                  <span
                    data-testid="crisis-alerts-badge"
                    className="ml-auto rounded-full bg-destructive px-2 py-0.5 text-xs font-semibold tabular-nums text-destructive-foreground"
                  >
                    {openAlerts}
                    <span className="sr-only"> unacknowledged</span>
                  </span>
                ) : null}
                {item.badge === 'messages' && unread > 0 ? (
                  <span
                    data-testid="messages-badge"
                    className="ml-auto rounded-full bg-primary px-2 py-0.5 text-xs font-semibold tabular-nums text-primary-foreground"
                  >
                    {unread}
                    <span className="sr-only"> unread</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
      <div className="mt-auto grid gap-3 border-t p-3">
        <Button asChild variant="outline" className="justify-start">
          <Link to="/marketplace">
            <Store aria-hidden="true" />
            Marketplace
          </Link>
        </Button>
        <div className="flex items-center gap-3 rounded-md px-1 py-1" data-testid="nav-user">
          {user.data ? (
            <>
              <span aria-hidden="true" className="grid size-9 shrink-0 place-content-center rounded-full bg-tone-teal-bg text-sm font-semibold text-tone-teal">
                {initials(user.data.name)}
              </span>
              <div className="min-w-0">
                <p className="flex items-center gap-1.5 text-sm font-medium">
                  <span className="truncate">{user.data.name}</span>
                  {isCoach && user.data.isVerifiedCoach ? (
                    <Badge tone="teal" data-testid="verified-badge" className="px-1.5 py-0 text-[0.6875rem]">
                      <BadgeCheck aria-hidden="true" />
                      Verified
                    </Badge>
                  ) : null}
                </p>
                <p className="truncate text-xs text-muted-foreground">{formatPhoneForDisplay(user.data.phoneNumber)}</p>
              </div>
            </>
          ) : user.isPending ? (
            <>
              <Skeleton className="size-9 rounded-full" />
              <div className="grid flex-1 gap-1.5">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-3 w-28" />
              </div>
            </>
          ) : (
            <p className="text-sm text-muted-foreground">Your profile could not be loaded.</p>
          )}
        </div>
        <Button variant="ghost" className="justify-start text-muted-foreground" onClick={() => void logout()}>
          <LogOut aria-hidden="true" />
          Logout
        </Button>
      </div>
    </nav>
  );
}
