import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteError } from '@/components/errors/route-error';
import { AuthLayout, PublicLayout } from '@/components/layouts/public-layout';
import { VerifyingAuthentication } from '@/components/layouts/verifying-authentication';

// Code split by route: each screen is its own chunk, and the signed-in shell is one too.
const GuardedApp = lazy(() => import('./guarded-app'));
const Landing = lazy(() => import('./routes/landing'));
const Login = lazy(() => import('./routes/login'));
const Register = lazy(() => import('./routes/register'));
const Dashboard = lazy(() => import('./routes/dashboard'));
const JournalEntries = lazy(() => import('./routes/journal-entries'));
const Settings = lazy(() => import('./routes/settings'));
const Artifacts = lazy(() => import('./routes/artifacts'));
// Legal pages, Support Center and achievements.
const PrivacyPolicy = lazy(() => import('./routes/privacy-policy'));
const TermsOfService = lazy(() => import('./routes/terms-of-service'));
const TermsOfUse = lazy(() => import('./routes/terms-of-use'));
const Support = lazy(() => import('./routes/support'));
const Achievements = lazy(() => import('./routes/achievements'));
const Habits = lazy(() => import('./routes/habits'));
// Recovery Insights: one screen at three paths.
const Insights = lazy(() => import('./routes/insights'));
const NotFound = lazy(() => import('./routes/not-found'));
// The AI Life Coach.
const AiCoach = lazy(() => import('./routes/ai-coach'));
// The daily check-in call.
const CallHistory = lazy(() => import('./routes/call-history'));
const DevPhone = lazy(() => import('./routes/dev-phone'));
// Crisis alerts for coaches and therapists.
const CrisisAlerts = lazy(() => import('./routes/crisis-alerts'));
// The patient's safety plan (crisis safety).
const SafetyPlan = lazy(() => import('./routes/safety-plan'));
// The Support Circle: My Circle, a shared person's entries, and the invite link's screen (with its own sign-in gate).
const MyCircle = lazy(() => import('./routes/my-circle'));
const CirclePerson = lazy(() => import('./routes/circle-person'));
const CircleAccept = lazy(() => import('./routes/circle-accept'));
const CircleAcceptGate = lazy(() => import('./routes/circle-accept-gate'));
// Friends: the list, a friend's page, and the page behind an invite link.
const Friends = lazy(() => import('./routes/friends'));
const Friend = lazy(() => import('./routes/friend'));
const AcceptFriend = lazy(() => import('./routes/accept-friend'));
// First-run onboarding (docs/architecture.md, "First-run onboarding and consent").
const Welcome = lazy(() => import('./routes/welcome'));
// Secure messages with coaches and therapists.
const Messages = lazy(() => import('./routes/messages'));
const MessageThread = lazy(() => import('./routes/message-thread'));
// The coach's Analytics tab (nested in the coach dashboard's layout).
const CoachAnalytics = lazy(() => import('./routes/coach-analytics'));
// Shared workspaces with the care team.
const Workspaces = lazy(() => import('./routes/workspaces'));
const WorkspaceScreen = lazy(() => import('./routes/workspace'));
// The Coach Dashboard: a layout route with a nested route per tab.
const CoachDashboard = lazy(() => import('./routes/coach-dashboard'));
const CoachOverview = lazy(() => import('./routes/coach-overview'));
const CoachStudents = lazy(() => import('./routes/coach-students'));
const CoachEntries = lazy(() => import('./routes/coach-entries'));
// The coach's Availability tab (nested under the Coach Dashboard's layout) and Coach Settings (its own page).
const CoachAvailability = lazy(() => import('./routes/coach-availability'));
const CoachSessions = lazy(() => import('./routes/coach-sessions'));
const MyForms = lazy(() => import('./routes/my-forms'));
const CoachSettings = lazy(() => import('./routes/coach-settings'));
const Admin = lazy(() => import('./routes/admin'));
// The Marketplace: catalog, installs, checkout and purchases.
const Marketplace = lazy(() => import('./routes/marketplace'));
// The coach's Forms tab (nested under the Coach Dashboard's layout).
const CoachForms = lazy(() => import('./routes/coach-forms'));
// The coach's Marketplace tab: their own AI coaches, habit systems and bundles.
const CoachMarketplace = lazy(() => import('./routes/coach-marketplace'));

/** The route table. Shared by the browser router and the tests' memory router. */
export function createRoutes(): RouteObject[] {
  return [
    {
      errorElement: <RouteError />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            { index: true, element: <Landing /> },
            { path: '/privacy-policy', element: <PrivacyPolicy /> },
            { path: '/terms-of-service', element: <TermsOfService /> },
            { path: '/terms-of-use', element: <TermsOfUse /> },
            { path: '/support', element: <Support /> },
            // Invite links work signed out too: the page asks to sign in or register, then comes back.
            { path: '/friends/accept/:token', element: <AcceptFriend /> },
            { path: '/accept-friend/:token', element: <AcceptFriend /> },
          ],
        },
        {
          element: <AuthLayout />,
          children: [
            { path: '/login', element: <Login /> },
            { path: '/register', element: <Register /> },
          ],
        },
        {
          element: (
            <Suspense fallback={<VerifyingAuthentication />}>
              <GuardedApp />
            </Suspense>
          ),
          children: [
            { path: '/dashboard', element: <Dashboard /> },
            { path: '/journal-entries', element: <JournalEntries /> },
            { path: '/settings', element: <Settings /> },
            { path: '/artifacts', element: <Artifacts /> },
            { path: '/achievements', element: <Achievements /> },
            { path: '/habits', element: <Habits /> },
            { path: '/marketplace', element: <Marketplace /> },
            { path: '/insights', element: <Insights /> },
            { path: '/weekly-analysis', element: <Insights /> },
            { path: '/monthly-reports', element: <Insights /> },
            { path: '/call-history', element: <CallHistory /> },
            { path: '/dev/phone', element: <DevPhone /> },
            { path: '/ai-coach', element: <AiCoach /> },
            { path: '/crisis-alerts', element: <CrisisAlerts /> },
            { path: '/safety-plan', element: <SafetyPlan /> },
            { path: '/my-circle', element: <MyCircle /> },
            { path: '/circle/people/:userId', element: <CirclePerson /> },
            { path: '/friends', element: <Friends /> },
            { path: '/friends/:friendId', element: <Friend /> },
            { path: '/welcome', element: <Welcome /> },
            { path: '/messages', element: <Messages /> },
            { path: '/messages/:connectionId', element: <MessageThread /> },
            { path: '/workspaces', element: <Workspaces /> },
            { path: '/workspaces/:workspaceId', element: <WorkspaceScreen /> },
            {
              path: '/coach-dashboard',
              element: <CoachDashboard />,
              children: [
                { index: true, element: <CoachOverview /> },
                { path: 'students', element: <CoachStudents /> },
                { path: 'entries', element: <CoachEntries /> },
                { path: 'forms', element: <CoachForms /> },
                { path: 'analytics', element: <CoachAnalytics /> },
                { path: 'availability', element: <CoachAvailability /> },
                { path: 'sessions', element: <CoachSessions /> },
                { path: 'marketplace', element: <CoachMarketplace /> },
              ],
            },
            { path: '/coach-dashboard/settings', element: <CoachSettings /> },
            { path: '/admin', element: <Admin /> },
            { path: '/my-forms', element: <MyForms /> },
          ],
        },
        {
          path: '/circle/accept/:token',
          element: (
            <Suspense fallback={<VerifyingAuthentication />}>
              <CircleAcceptGate />
            </Suspense>
          ),
          children: [{ index: true, element: <CircleAccept /> }],
        },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
