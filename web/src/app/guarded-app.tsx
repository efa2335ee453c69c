import { AppLayout } from '@/app/layouts/app-layout';
import { RequireAuth } from '@/lib/auth-guard';

/**
 * The signed-in app's shell: the guard and the layout (sidebar, live updates, crisis banner). A chunk
 * of its own, so the public pages load none of it (docs/performance.md, "SPA first load").
 */
export default function GuardedApp() {
  return (
    <RequireAuth>
      <AppLayout />
    </RequireAuth>
  );
}
