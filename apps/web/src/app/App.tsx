import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@sheetwise/contracts';
import { AppRoutes } from './router';

export function App() {
  return (
    <>
      <AppRoutes />
      <Toaster
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_MAX_VISIBLE}
        position="top-right"
        richColors
        closeButton
      />
    </>
  );
}
