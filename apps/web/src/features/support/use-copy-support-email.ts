import { useCallback } from 'react';
import { toast } from 'sonner';
import { SUPPORT_MESSAGES } from '@sheetwise/contracts';
import { copyText } from '../../lib/clipboard';
import { publicConfig } from '../../lib/public-config';

/**
 * Copies the support address and confirms with a toast. `message` picks the wording: the footer's
 * Contact link names the address, the sidebar uses the spec's own sentence.
 */
export function useCopySupportEmail(
  message: (email: string) => string = SUPPORT_MESSAGES.contactCopied,
): () => Promise<void> {
  return useCallback(async () => {
    const email = publicConfig.supportEmail;
    try {
      await copyText(email);
      toast.success(message(email));
    } catch {
      toast.error(`Copy failed. Write to us at ${email}.`);
    }
  }, [message]);
}
