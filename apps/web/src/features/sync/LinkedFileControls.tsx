import { toast } from 'sonner';
import type { SyncPair } from '@sheetwise/contracts';
import { Button } from '../../components/ui/Button';
import { errorMessage } from '../../lib/error-message';
import { forgetLinkedFile, saveLinkedFile } from './linked-file-store';
import { canLinkLocalFiles, pickWorkbookFile, type LinkedFile } from './local-file';

interface LinkedFileControlsProps {
  pair: SyncPair;
  linkedFile: LinkedFile | null;
  onLinkedFileChange: (file: LinkedFile | null) => void;
  /** Sends the linked file's contents when the pair has no workbook yet. */
  onUpload: (file: File) => Promise<void>;
}

/**
 * "Link a file on this computer": Chromium only, so elsewhere nothing is shown. A linked file is
 * read and written back by Sync Now on the pair's page.
 */
export function LinkedFileControls(props: LinkedFileControlsProps) {
  const { pair, linkedFile, onLinkedFileChange, onUpload } = props;
  if (!canLinkLocalFiles()) return null;

  const link = async () => {
    try {
      const file = await pickWorkbookFile();
      if (!file) return;
      await saveLinkedFile(pair.sheet.id, file);
      onLinkedFileChange(file);
      if (!pair.workbook) await onUpload(await file.getFile());
    } catch (error) {
      toast.error(errorMessage(error, 'The file could not be linked. Please try again.'));
    }
  };
  const unlink = async () => {
    await forgetLinkedFile(pair.sheet.id);
    onLinkedFileChange(null);
  };

  return (
    <div className="space-y-2 rounded-xl border border-slate-200 p-4">
      {linkedFile ? (
        <>
          <p className="text-sm text-slate-800">
            Linked to <span className="font-medium">{linkedFile.name}</span> on this computer: Sync
            Now reads it and writes the merged workbook back into it.
          </p>
          <Button variant="secondary" size="sm" onClick={() => void unlink()}>
            Unlink {linkedFile.name}
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            Or sync a workbook in place: Sheetwise reads it when you sync and writes the merged
            version back into it. The browser asks for permission.
          </p>
          <Button variant="secondary" size="sm" onClick={() => void link()}>
            Link a file on this computer
          </Button>
        </>
      )}
    </div>
  );
}
