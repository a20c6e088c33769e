import type { SyncRun } from '@sheetwise/contracts';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';

interface RollbackDialogProps {
  /** The run to undo; null keeps the dialog closed. */
  run: SyncRun | null;
  onCancel: () => void;
  /** Rolls back; resolves to whether it went through (failures are reported by the caller). */
  onConfirm: (run: SyncRun) => Promise<boolean>;
}

/** Asks before rolling a run back; focus goes back to the button that opened it. */
export function RollbackDialog({ run, onCancel, onConfirm }: RollbackDialogProps) {
  return (
    <ConfirmDialog
      open={run !== null}
      title="Roll back this sync?"
      description={
        <>
          {run?.filePair}: every cell and row this run wrote is put back as it was before it, in
          Google Sheets and in Excel. The rollback shows in the history as a run of its own.
        </>
      }
      confirmLabel="Roll back"
      busyLabel="Rolling back…"
      onCancel={onCancel}
      onConfirm={() => (run === null ? Promise.resolve(false) : onConfirm(run))}
    />
  );
}
