import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import type { SyncRun } from '@sheetwise/contracts';
import { Button } from '../../components/ui/Button';

interface RollbackDialogProps {
  /** The run to undo; null keeps the dialog closed. */
  run: SyncRun | null;
  onCancel: () => void;
  /** Rolls back; resolves to whether it went through (failures are reported by the caller). */
  onConfirm: (run: SyncRun) => Promise<boolean>;
}

/**
 * Asks before rolling a run back. Radix names the dialog, moves focus in (to Cancel first),
 * keeps it there and closes on Escape; opened without a trigger, it gives focus back to the
 * button that opened it.
 */
export function RollbackDialog({ run, onCancel, onConfirm }: RollbackDialogProps) {
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const confirm = async () => {
    if (run === null) return;
    setBusy(true);
    await onConfirm(run);
    setBusy(false);
    onCancel();
  };

  return (
    <Dialog.Root
      open={run !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 dark:bg-black/60" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
            opener.current = null;
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold break-words text-slate-900">
            Roll back this sync?
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            {run?.filePair}: every cell and row this run wrote is put back as it was before it, in
            Google Sheets and in Excel. The rollback shows in the history as a run of its own.
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button variant="danger" disabled={busy} onClick={() => void confirm()}>
              {busy ? 'Rolling back…' : 'Roll back'}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
