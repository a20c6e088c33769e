import * as Tooltip from '@radix-ui/react-tooltip';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PlanReminderBanner } from '../../features/plan-reminders/PlanReminderBanner';
import { Spinner } from '../ui/Spinner';
import { PageErrorBoundary } from './PageErrorBoundary';
import { DesktopSidebar } from './sidebar/DesktopSidebar';
import { SIDEBAR_TOOLTIP_DELAY_MS } from './sidebar/sidebar-data';
import { SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

/** The frame of the signed-in screens: sidebar (a drawer on phones), top bar and the page. */
export function SignedInLayout() {
  const { pathname } = useLocation();
  return (
    <Tooltip.Provider delayDuration={SIDEBAR_TOOLTIP_DELAY_MS}>
      {/*
       * A page marked data-fills-window (the chat) is one window high on a wide screen: its own
       * boxes scroll, and the page stays still with the sidebar and the top bar in view.
       */}
      <div className="min-h-dvh bg-slate-50 text-slate-900 md:flex lg:has-[[data-fills-window]]:h-dvh">
        <SkipLink />
        <DesktopSidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar />
          {/* tabIndex lets the skip link move keyboard focus here, not just scroll. */}
          <main
            id="main"
            tabIndex={-1}
            className="mx-auto flex min-h-0 w-full max-w-6xl flex-1 flex-col px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8"
          >
            <PlanReminderBanner />
            {/* Pages load lazily; the frame stays while the next one arrives, or if it fails. */}
            <PageErrorBoundary key={pathname}>
              <Suspense
                fallback={
                  <div className="flex justify-center py-16">
                    <Spinner label="Loading page" />
                  </div>
                }
              >
                <Outlet />
              </Suspense>
            </PageErrorBoundary>
          </main>
        </div>
      </div>
    </Tooltip.Provider>
  );
}
