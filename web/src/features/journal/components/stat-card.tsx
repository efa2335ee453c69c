import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

interface StatCardProps {
  title: string;
  icon: ReactNode;
  value: ReactNode;
  badge?: ReactNode;
  className?: string;
  testId?: string;
  children?: ReactNode;
}

/** One card of the stats strip: a title with an icon, a large tabular number, an optional badge and notes. */
export function StatCard({ title, icon, value, badge, className, testId, children }: StatCardProps) {
  return (
    <Card asChild>
      <li className={cn('grid min-w-0 content-start gap-2 p-3 sm:p-5', className)} data-testid={testId}>
        <div className="flex items-center justify-between gap-2">
          <h3 className="min-w-0 text-sm font-medium text-muted-foreground">{title}</h3>
          <span className="[&_svg]:size-5">{icon}</span>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-2xl font-semibold tabular-nums tracking-tight sm:text-3xl">{value}</p>
          {badge}
        </div>
        {children}
      </li>
    </Card>
  );
}
