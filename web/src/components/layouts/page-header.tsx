import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/components/document-title';
import { cn } from '@/lib/utils';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** The page's primary actions, on the right on wide screens. */
  actions?: ReactNode;
  className?: string;
}

/** The one h1 of a page, its subtitle and its actions. Also sets the document title. */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <div className={cn('flex flex-wrap items-end justify-between gap-4', className)}>
      <div className="grid min-w-0 gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        {description ? <p className="text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
