import { useState } from 'react';
import { MAX_PDF_PASSWORD_LENGTH } from '@sheetwise/contracts';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';

interface PdfPasswordFormProps {
  fileName: string;
  /** The server's words: the PDF needs a password, or the one given did not open it. */
  message: string;
  /** The last password did not open the file: the message is the field's error. */
  wrong: boolean;
  onUnlock: (password: string) => void;
}

/**
 * Asks for a protected PDF's password in the file's row. The password lives in this form's state
 * only until it is sent: the field is emptied as the upload starts, and the form goes with the
 * row's question once the upload is under way.
 */
export function PdfPasswordForm({ fileName, message, wrong, onUnlock }: PdfPasswordFormProps) {
  const [password, setPassword] = useState('');

  return (
    <form
      aria-label={`Password for ${fileName}`}
      className="mt-3"
      onSubmit={(event) => {
        event.preventDefault();
        const given = password;
        setPassword('');
        onUnlock(given);
      }}
    >
      {!wrong && <p className="text-sm font-medium break-words text-slate-800">{message}</p>}
      <div className="mt-2">
        <TextField
          label="PDF password"
          name="pdf-password"
          type="password"
          // The form appears because of what the person just did (chose the file, or tried a
          // password that did not open it), and typing the password is the next step.
          autoFocus
          // A PDF's password is not this site's: the browser should not offer to save it.
          autoComplete="off"
          required
          maxLength={MAX_PDF_PASSWORD_LENGTH}
          value={password}
          onValueChange={setPassword}
          {...(wrong ? { error: message } : {})}
        />
      </div>
      <Button type="submit" size="sm" className="mt-2">
        Open
      </Button>
    </form>
  );
}
