import * as Dialog from '@radix-ui/react-dialog';
import type { SheetTransaction, TransactionCorrectionBody } from '@sheetwise/contracts';
import { CATEGORY_NAME_MAX, MERCHANT_NAME_MAX } from '@sheetwise/contracts';
import { useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { useDisplayFormat } from '../preferences/use-display-format';

interface CorrectionDialogProps {
  row: SheetTransaction;
  categories: readonly string[];
  onClose: () => void;
  /** Saves; resolves to whether it went through (failures are shown by the caller). */
  onSave: (row: SheetTransaction, body: TransactionCorrectionBody) => Promise<boolean>;
  onRemoveRule: (row: SheetTransaction) => Promise<boolean>;
}

/**
 * Corrects a row's merchant or category, for the row alone or for every row of its merchant in
 * all the user's statements, now and later. What was read is shown and can be brought back.
 */
export function CorrectionDialog(props: CorrectionDialogProps) {
  const { row, categories, onClose, onSave, onRemoveRule } = props;
  const [merchant, setMerchant] = useState(row.merchant);
  const [category, setCategory] = useState(row.category);
  const [everyRow, setEveryRow] = useState(false);
  const [busy, setBusy] = useState(false);
  const display = useDisplayFormat();
  // Opened without a Radix trigger, the dialog would drop focus on closing: it goes back to the
  // Edit button that opened it.
  const opener = useRef(
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const listId = useId();
  const checkId = useId();
  const readMerchant = row.original?.merchant ?? row.merchant;

  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    const done = await action();
    setBusy(false);
    if (done) onClose();
  };
  const changes: TransactionCorrectionBody = {
    ...(merchant.trim() !== row.merchant ? { merchant: merchant.trim() } : {}),
    ...(category.trim() !== row.category ? { category: category.trim() } : {}),
    everyRowOfMerchant: everyRow,
  };
  const changed = changes.merchant !== undefined || changes.category !== undefined;
  const blank = merchant.trim() === '' || category.trim() === '';

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(34rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            Correct this transaction
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {display.calendarDate(row.date)} · {row.description}
          </Dialog.Description>
          <form
            className="mt-4 space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (changed && !blank) void run(() => onSave(row, changes));
            }}
          >
            <TextField
              label="Merchant"
              name="merchant"
              value={merchant}
              maxLength={MERCHANT_NAME_MAX}
              required
              onValueChange={setMerchant}
            />
            <TextField
              label="Category"
              name="category"
              value={category}
              maxLength={CATEGORY_NAME_MAX}
              required
              list={listId}
              hint="Choose one or type your own, such as Gifts."
              onValueChange={setCategory}
            />
            <datalist id={listId}>
              {categories.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <div className="flex items-start gap-2">
              <input
                id={checkId}
                type="checkbox"
                checked={everyRow}
                onChange={(event) => {
                  setEveryRow(event.target.checked);
                }}
                className="mt-1 h-4 w-4"
              />
              <label htmlFor={checkId} className="text-sm text-slate-800">
                Always treat {readMerchant} this way, in all my statements and future uploads
              </label>
            </div>
            {row.original && (
              <p className="text-sm text-slate-600">
                Read from the statement as {row.original.merchant}, {row.original.category}.
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              {row.correctedBy === 'row' && (
                <Button
                  variant="ghost"
                  disabled={busy}
                  onClick={() => void run(() => onSave(row, { merchant: null, category: null }))}
                >
                  Undo my change
                </Button>
              )}
              {row.correctedBy === 'rule' && (
                <Button
                  variant="ghost"
                  disabled={busy}
                  onClick={() => void run(() => onRemoveRule(row))}
                >
                  Remove the rule for {readMerchant}
                </Button>
              )}
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={busy}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={busy || !changed || blank}>
                Save
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
