import { Link } from 'react-router-dom';
import { ClipboardList } from 'lucide-react';
import { isSafetyPlanEmpty } from '@steady/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useSafetyPlan } from '@/lib/safety-plan';

/** Settings' "Safety plan" section: what a safety plan is, and a link to write or open one. */
export function SafetyPlanCard({ userId }: { userId: string }) {
  const plan = useSafetyPlan(userId);
  const written = plan.data ? !isSafetyPlanEmpty(plan.data) : false;
  return (
    <Card asChild>
      <section aria-labelledby="safety-plan-link-title" data-testid="safety-plan-link-card">
        <CardHeader>
          <div className="grid gap-1">
            <CardTitle id="safety-plan-link-title">
              <ClipboardList aria-hidden="true" className="text-primary" />
              Safety plan
            </CardTitle>
            <CardDescription>
              Your warning signs, what helps, and who you can reach when things get hard. Steady shows it to you wherever you might need it.
            </CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link to="/safety-plan">
              <ClipboardList aria-hidden="true" />
              {written ? 'Open my safety plan' : 'Make a safety plan'}
            </Link>
          </Button>
        </CardContent>
      </section>
    </Card>
  );
}
