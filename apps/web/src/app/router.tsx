import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { RouteFallback } from '../components/layout/RouteFallback';
import { RequireSession } from '../features/session/RequireSession';

/*
 * Declarative routes with one lazily loaded module per page: the landing page ships only its own
 * code, and declarative mode keeps the data-router machinery we do not use out of the bundle.
 */
const LandingPage = lazy(() => import('../routes/landing'));
const LoginPage = lazy(() => import('../routes/login'));
const RegisterPage = lazy(() => import('../routes/register'));
const ForgotPasswordPage = lazy(() => import('../routes/forgot-password'));
const ResetPasswordPage = lazy(() => import('../routes/reset-password'));
const TermsPage = lazy(() => import('../routes/terms'));
const PrivacyPage = lazy(() => import('../routes/privacy'));
const NotFoundPage = lazy(() => import('../routes/not-found'));
const SignedInLayout = lazy(() =>
  import('../components/layout/SignedInLayout').then((m) => ({ default: m.SignedInLayout })),
);
const DashboardPage = lazy(() => import('../routes/dashboard'));
const SettingsPage = lazy(() => import('../routes/settings'));
const MyProjectsPage = lazy(() => import('../routes/my-projects'));
const CreateProjectPage = lazy(() => import('../routes/create-project'));
const UsersPage = lazy(() => import('../routes/users'));
const PlanUsagePage = lazy(() => import('../routes/plan-usage'));
const RecentProjectPage = lazy(() => import('../routes/rescent-project'));
const TransactionsPage = lazy(() => import('../routes/transactions'));
const InsightsPage = lazy(() => import('../routes/insights'));
const SyncHistoryPage = lazy(() => import('../routes/sync-history'));
const SyncPairPage = lazy(() => import('../routes/sync-pair'));
const SyncConflictsPage = lazy(() => import('../routes/sync-conflicts'));
const SyncCleanerPage = lazy(() => import('../routes/sync-cleaner'));

export function AppRoutes() {
  return (
    <BrowserRouter>
      <Suspense fallback={<RouteFallback />}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/terms" element={<TermsPage />} />
          <Route path="/privacy" element={<PrivacyPage />} />
          <Route
            element={
              <RequireSession>
                <SignedInLayout />
              </RequireSession>
            }
          >
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/settings" element={<SettingsPage />} />
            <Route path="/my-projects" element={<MyProjectsPage />} />
            <Route path="/create-project" element={<CreateProjectPage />} />
            <Route path="/users" element={<UsersPage />} />
            <Route path="/plan-usage" element={<PlanUsagePage />} />
            <Route path="/rescent-project" element={<RecentProjectPage />} />
            <Route path="/transactions" element={<TransactionsPage />} />
            <Route path="/insights" element={<InsightsPage />} />
            <Route path="/sync/history" element={<SyncHistoryPage />} />
            <Route path="/sync/:pairId" element={<SyncPairPage />} />
            <Route path="/sync/:pairId/conflicts" element={<SyncConflictsPage />} />
            <Route path="/sync/:pairId/cleaner" element={<SyncCleanerPage />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
