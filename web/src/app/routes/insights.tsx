import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '@/components/layouts/page-header';
import { GenerateInsightsButton } from '@/features/insights/components/generate-insights-button';
import { InsightsBoard, type InsightsTab } from '@/features/insights/components/insights-board';
import { MoodChart } from '@/features/insights/components/mood-chart';
import { useSettings } from '@/lib/settings';
import { useAuthUserId } from '@/lib/auth-guard';

const MONTHLY_PATH = '/monthly-reports';

/**
 * Recovery Insights, served at /insights, /weekly-analysis and /monthly-reports
 * (the last opens the Monthly Reports tab). Mood chart of the last 30 days, then the two tabs.
 */
export default function InsightsRoute() {
  const userId = useAuthUserId();
  const settings = useSettings(userId);
  const { pathname } = useLocation();
  const fromPath: InsightsTab = pathname === MONTHLY_PATH ? 'monthly' : 'weekly';
  const [tab, setTab] = useState<InsightsTab>(fromPath);
  // A link to /monthly-reports or /weekly-analysis while the screen is open selects that tab.
  useEffect(() => setTab(fromPath), [fromPath]);
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Recovery Insights"
        description="Patterns, mood trends and recommendations drawn from your journal."
        actions={<GenerateInsightsButton userId={userId} />}
      />
      <MoodChart userId={userId} timeZone={settings.data?.timeZone} />
      <InsightsBoard userId={userId} tab={tab} onTabChange={setTab} />
    </div>
  );
}
