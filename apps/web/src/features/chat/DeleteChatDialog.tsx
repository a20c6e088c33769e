import { ConfirmDialog } from '../../components/ui/ConfirmDialog';

interface DeleteChatDialogProps {
  /** The chat to confirm; null keeps the dialog closed. */
  fileName: string | null;
  onCancel: () => void;
  /** Deletes; resolves to whether it went through (failures are reported by the caller). */
  onConfirm: (fileName: string) => Promise<boolean>;
  /** Where focus goes once the chat, and the button that opened this, are gone. */
  onDeletedFocus: () => void;
}

/** Asks before deleting a document and its chat. */
export function DeleteChatDialog(props: DeleteChatDialogProps) {
  const { fileName, onCancel, onConfirm, onDeletedFocus } = props;
  return (
    <ConfirmDialog
      open={fileName !== null}
      title={`Delete ${fileName}?`}
      description="The document and its chat with the Banking Assistant will be deleted. This cannot be undone."
      confirmLabel="Delete"
      busyLabel="Deleting…"
      onCancel={onCancel}
      onConfirm={() => (fileName === null ? Promise.resolve(false) : onConfirm(fileName))}
      onDoneFocus={onDeletedFocus}
    />
  );
}
