import { Sparkles } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useGenerateInsights } from '../api/generate-insights';

interface GenerateInsightsButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  userId: string;
  /** 'Generate Insights' on the Insights screen, 'Generate First Insights' in the dashboard's empty card. */
  label?: string;
}

/** Generate Insights: idle, then 'Generating...' with a spinner and disabled, then the lists refetch. */
export function GenerateInsightsButton({ userId, label = 'Generate Insights', ...props }: GenerateInsightsButtonProps) {
  const generate = useGenerateInsights(userId);
  const busy = generate.isPending;
  return (
    <Button {...props} onClick={() => generate.mutate()} disabled={busy} aria-busy={busy || undefined}>
      {busy ? <Spinner /> : <Sparkles aria-hidden="true" />}
      {busy ? 'Generating...' : label}
    </Button>
  );
}
