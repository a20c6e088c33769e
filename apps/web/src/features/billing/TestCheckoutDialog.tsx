import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState, type RefObject, type SubmitEvent } from 'react';
import { PAYMENT_MESSAGES } from '@sheetwise/contracts';
import { TextField } from '../../components/ui/TextField';
import { focusRing } from '../../components/ui/styles';
import { serverDetail } from '../../lib/error-message';
import { useDisplayFormat } from '../preferences/use-display-format';
import { SubmitButton } from '../auth/SubmitButton';
import { payTestOrder } from './billing-api';
import { type CheckoutOptions, type CheckoutOutcome } from './checkout-options';

export interface TestCheckoutRequest {
  options: CheckoutOptions;
  settle: (outcome: CheckoutOutcome) => void;
  onFailure: (message: string) => void;
}

const CARD_PATTERN = /^\d{12,19}$/;
const CARD_HINT =
  'Test mode: use 4111 1111 1111 1111 or 4100 2800 0000 1007 to pay; any other number is declined. No money moves.';

/**
 * Local mode's stand-in for Razorpay's checkout, opened in the same place with the same options.
 * The server charges the test card and signs the result as Razorpay does; a declined card keeps
 * the checkout open for another try, and closing it (button, Escape) is a dismissal.
 */
export function TestCheckoutDialog({
  request,
  opener,
}: {
  request: TestCheckoutRequest | null;
  /** What opened the checkout: closing it, however, returns the focus there, not to the page. */
  opener: RefObject<HTMLElement | null>;
}) {
  const display = useDisplayFormat();
  const [card, setCard] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [paying, setPaying] = useState(false);
  const options = request?.options;

  function close(outcome: CheckoutOutcome) {
    setCard('');
    setError(undefined);
    request?.settle(outcome);
  }

  async function pay() {
    if (!request) return;
    const digits = card.replace(/[\s-]/g, '');
    if (!CARD_PATTERN.test(digits)) {
      setError('Enter the 12 to 19 digits of the card number.');
      return;
    }
    setError(undefined);
    setPaying(true);
    try {
      const result = await payTestOrder({
        order_id: request.options.order_id,
        card_number: digits,
      });
      close({ kind: 'paid', result });
    } catch (failure) {
      request.onFailure(serverDetail(failure, PAYMENT_MESSAGES.failed));
    } finally {
      setPaying(false);
    }
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!paying) void pay();
  }

  return (
    <Dialog.Root
      open={request !== null}
      onOpenChange={(open) => {
        if (!open && !paying) close({ kind: 'dismissed' });
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 dark:bg-black/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            // The button was disabled while the order was made, so Radix has no element to return
            // to and would leave the focus on the page.
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-2xl bg-white shadow-xl focus:outline-none"
        >
          {options && (
            <>
              <div
                className="px-6 py-5 text-white"
                style={{ backgroundColor: options.theme.color }}
              >
                <Dialog.Title className="text-lg font-semibold">{options.name}</Dialog.Title>
                <Dialog.Description className="mt-0.5 text-sm text-white/90">
                  {options.description}
                </Dialog.Description>
                <p className="mt-3 text-2xl font-bold">
                  {display.money(options.amount, options.currency)}{' '}
                  <span className="text-sm font-medium">{options.currency}</span>
                </p>
                <Dialog.Close
                  aria-label="Close checkout"
                  disabled={paying}
                  className={`absolute top-4 right-4 rounded-md p-1 text-white/90 hover:bg-white/15 ${focusRing}`}
                >
                  <X aria-hidden="true" className="size-5" />
                </Dialog.Close>
              </div>
              <form noValidate onSubmit={handleSubmit} className="space-y-4 px-6 py-5">
                <p className="text-sm text-slate-700">
                  Paying as{' '}
                  <span className="font-medium text-slate-900">{options.prefill.email}</span>
                </p>
                <TextField
                  label="Card number"
                  name="card-number"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  value={card}
                  onValueChange={setCard}
                  hint={CARD_HINT}
                  {...(error ? { error } : {})}
                />
                <SubmitButton
                  submitting={paying}
                  label={`Pay ${display.money(options.amount, options.currency)}`}
                />
              </form>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
