import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/Button';

const dangerButton =
  'inline-flex items-center justify-center rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-70';

interface DeleteChatDialogProps {
  /** The chat to confirm; null keeps the dialog closed. */
  fileName: string | null;
  onCancel: () => void;
  /** Deletes; resolves to whether it went through (failures are reported by the caller). */
  onConfirm: (fileName: string) => Promise<boolean>;
  /** Where focus goes once the chat, and the button that opened this, are gone. */
  onDeletedFocus: () => void;
}

/**
 * Asks before deleting a document and its chat. Radix gives the dialog its role and name, moves
 * focus in (to Cancel, the safe choice, which comes first), keeps it there and closes on Escape.
 * Opened without a Radix trigger, it would drop focus on closing, so it gives focus back to
 * whatever opened it (the delete button), or, after a deletion, to `onDeletedFocus`.
 */
export function DeleteChatDialog(props: DeleteChatDialogProps) {
  const { fileName, onCancel, onConfirm, onDeletedFocus } = props;
  const [busy, setBusy] = useState(false);
  const deleted = useRef(false);
  const opener = useRef<HTMLElement | null>(null);

  const confirm = async () => {
    if (fileName === null) return;
    setBusy(true);
    deleted.current = await onConfirm(fileName);
    setBusy(false);
    onCancel();
  };

  return (
    <Dialog.Root
      open={fileName !== null}
      onOpenChange={(open) => {
        // Escape or a click outside while the deletion is on its way would hide its outcome.
        if (!open && !busy) onCancel();
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
            if (deleted.current) onDeletedFocus();
            else opener.current?.focus();
            deleted.current = false;
            opener.current = null;
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold break-words text-slate-900">
            Delete {fileName}?
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            The document and its chat with the Banking Assistant will be deleted. This cannot be
            undone.
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </Dialog.Close>
            <button
              type="button"
              className={dangerButton}
              disabled={busy}
              onClick={() => {
                void confirm();
              }}
            >
              {busy ? 'Deleting…' : 'Delete'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
