import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { useHydratedValue } from '@/lib/hydration';
import { useTheme } from '@/lib/theme';

/**
 * The icon shown follows the theme class on <html>, so a prerendered page (rendered in the default
 * dark theme; its inline script applies a stored light one before the first paint) shows the right
 * one from the start. Its label is the prerender's until the page is hydrated (docs/architecture.md,
 * "Prerendered public pages").
 */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme: stored, toggleTheme } = useTheme();
  const theme = useHydratedValue(stored, 'dark');
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <Tooltip content={label}>
      <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={label} className={className}>
        <Sun aria-hidden="true" className="hidden dark:block" />
        <Moon aria-hidden="true" className="dark:hidden" />
      </Button>
    </Tooltip>
  );
}
