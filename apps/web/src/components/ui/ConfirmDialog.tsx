import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from './Button';

interface ConfirmDialogProps {
  open: boolean;
  /** The question, which names the dialog. */
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** The confirm button's words while the action is on its way. */
  busyLabel: string;
  onCancel: () => void;
  /** Does it; resolves to whether it went through (failures are reported by the caller). */
  onConfirm: () => Promise<boolean>;
  /** Where focus goes once it went through, when that removed the button that opened this. */
  onDoneFocus?: () => void;
}

/**
 * Asks before something that cannot simply be taken back. Radix gives the dialog its role and
 * name, moves focus in (to Cancel, the safe choice, which comes first), keeps it there and closes
 * on Escape. Opened without a Radix trigger, it would drop focus on closing, so it gives focus
 * back to whatever opened it, or, once the action went through, to `onDoneFocus` when given.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, description, confirmLabel, busyLabel, onCancel, onConfirm, onDoneFocus } =
    props;
  const [busy, setBusy] = useState(false);
  const done = useRef(false);
  const opener = useRef<HTMLElement | null>(null);

  const confirm = async () => {
    setBusy(true);
    done.current = await onConfirm();
    setBusy(false);
    onCancel();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(opened) => {
        // Escape or a click outside while the action is on its way would hide its outcome.
        if (!opened && !busy) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 dark:bg-black/60" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            // Called before focus moves in: the element still focused is the one that opened us.
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (done.current && onDoneFocus) onDoneFocus();
            else opener.current?.focus();
            done.current = false;
            opener.current = null;
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold break-words text-slate-900">
            {title}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            {description}
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button variant="danger" disabled={busy} onClick={() => void confirm()}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
