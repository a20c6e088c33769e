import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DATA_EXPORT_PATH } from '@sheetwise/contracts';
import { DataExportSection } from './DataExportSection';

describe('DataExportSection', () => {
  it('says what the zip holds', () => {
    render(<DataExportSection />);
    expect(screen.getByRole('heading', { name: 'Export my data' })).toBeDefined();
    expect(screen.getByText(/transactions as a CSV file, your chats as JSON/)).toBeDefined();
  });

  it('downloads the export with the session cookie, as a plain link', () => {
    render(<DataExportSection />);
    const link = screen.getByRole('link', { name: 'Download my data' });
    expect(link.getAttribute('href')).toBe(DATA_EXPORT_PATH);
    expect(link.hasAttribute('download')).toBe(true);
  });
});
