import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@sheetwise/contracts';
import { SessionProvider } from '../features/session/SessionProvider';
import { AppRoutes } from './router';

export function App() {
  return (
    <>
      <SessionProvider>
        <AppRoutes />
      </SessionProvider>
      <Toaster
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_MAX_VISIBLE}
        position="bottom-right"
        richColors
        closeButton
      />
    </>
  );
}
