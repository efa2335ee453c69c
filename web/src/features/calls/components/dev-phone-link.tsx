import { Link } from 'react-router-dom';
import { Smartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDevTools } from '@/lib/use-runtime-config';

/** Local mode only: the dev phone rings in the browser when a call is placed (docs/architecture.md, "The daily check-in call"). */
export function DevPhoneLink() {
  if (!useDevTools()) return null;
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to="/dev/phone">
        <Smartphone aria-hidden="true" />
        Open dev phone
      </Link>
    </Button>
  );
}
