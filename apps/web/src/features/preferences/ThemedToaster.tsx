import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@sheetwise/contracts';
import { useAppliedTheme } from './use-applied-theme';

/**
 * Applies the theme to the page and renders the app's toasts in it: the two go together, as
 * sonner draws its toasts in colours of its own, light or dark.
 */
export function ThemedToaster() {
  const theme = useAppliedTheme();
  return (
    <Toaster
      theme={theme}
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_MAX_VISIBLE}
      position="bottom-right"
      richColors
      closeButton
    />
  );
}
