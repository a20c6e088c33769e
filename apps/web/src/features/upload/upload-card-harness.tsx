import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { UploadedDocument } from '@sheetwise/contracts';
import { renderPage } from '../../test/render';
import { ADA, fakeSession } from '../../test/session';
import { UploadCard } from './UploadCard';

/** What the UploadCard tests share: a document, files, and the gestures that hand them over. */

export const DOCUMENT: UploadedDocument = {
  fileName: 'statement.csv',
  createdAt: '2026-04-02T09:00:00.000Z',
  transactionCount: 42,
  currency: 'USD',
  periodStart: '2026-03-01',
  periodEnd: '2026-03-31',
  reconciled: { checked: 42, reconciled: 42 },
  warnings: [],
};
export const SUCCESS = 'statement.csv uploaded: 42 transactions, 01-March-2026 to 31-March-2026.';
export const NO_TABLE = 'We couldn’t find a table of transactions in this file.';

export function csv(name = 'statement.csv'): File {
  return new File(['Date,Description,Amount,Balance\n'], name, { type: 'text/csv' });
}

function WhereAmI() {
  const location = useLocation();
  return <p>At {location.pathname + location.search}</p>;
}

export function renderCard() {
  const onUploaded = vi.fn();
  renderPage(
    <Routes>
      <Route path="/dashboard" element={<UploadCard onUploaded={onUploaded} />} />
      <Route path="/my-projects" element={<WhereAmI />} />
    </Routes>,
    '/dashboard',
    fakeSession(ADA),
  );
  return onUploaded;
}

export function zone() {
  return screen.getByRole('region', { name: 'Drag and drop your file here' });
}

export function drop(files: File[]) {
  fireEvent.drop(zone(), { dataTransfer: { files, types: ['Files'] } });
}

/** Chooses files in the hidden picker, as the browser would after Browse Files. */
export function choose(files: File[]) {
  const input = screen.getByLabelText<HTMLInputElement>('Choose a file to upload');
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

export function status() {
  return screen.getByRole('status');
}
