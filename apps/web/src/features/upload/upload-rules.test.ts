import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@sheetwise/contracts';
import { ACCEPT_ATTRIBUTE, formatFileSize, uploadProblem } from './upload-rules';

function fileOf(name: string, type = '', size?: number): File {
  const file = new File(['x'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('uploadProblem', () => {
  it('accepts the four types by MIME type or by extension', () => {
    for (const file of [
      fileOf('a.pdf', 'application/pdf'),
      fileOf('a.csv', 'text/csv'),
      fileOf('a.xls', 'application/vnd.ms-excel'),
      fileOf('a.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
      fileOf('STATEMENT.CSV'),
      fileOf('a.xlsx'),
      fileOf('no-extension', 'application/pdf'),
    ]) {
      expect(uploadProblem([file])).toBeNull();
    }
  });

  it("accepts banks' export formats by extension or MIME type", () => {
    for (const file of [
      fileOf('export.ofx'),
      fileOf('EXPORT.QFX', 'application/vnd.intu.qfx'),
      fileOf('quicken.qif'),
      fileOf('camt053.xml', 'text/xml'),
      fileOf('statement.sta'),
      fileOf('statement.mt940'),
      fileOf('statement.940'),
      fileOf('download', 'application/x-ofx'),
    ]) {
      expect(uploadProblem([file]), file.name).toBeNull();
    }
  });

  it('refuses other types', () => {
    expect(uploadProblem([fileOf('notes.txt', 'text/plain')])).toBe(
      UPLOAD_MESSAGES.unsupportedType,
    );
    expect(uploadProblem([fileOf('csv')])).toBe(UPLOAD_MESSAGES.unsupportedType);
  });

  it('refuses 10485760 bytes and more, and takes one byte less', () => {
    expect(uploadProblem([fileOf('a.csv', 'text/csv', MAX_UPLOAD_BYTES)])).toBe(
      UPLOAD_MESSAGES.fileTooLarge,
    );
    expect(uploadProblem([fileOf('a.csv', 'text/csv', MAX_UPLOAD_BYTES - 1)])).toBeNull();
  });

  it('refuses more than one file, whatever they are', () => {
    expect(uploadProblem([fileOf('a.csv'), fileOf('b.csv')])).toBe(UPLOAD_MESSAGES.tooManyFiles);
  });

  it('lets the picker offer every type', () => {
    expect(ACCEPT_ATTRIBUTE.split(',')).toEqual(
      expect.arrayContaining([
        '.pdf',
        '.csv',
        '.xls',
        '.xlsx',
        '.ofx',
        '.qfx',
        '.qif',
        '.xml',
        '.sta',
        '.mt940',
        '.940',
        'application/pdf',
        'text/csv',
      ]),
    );
  });
});

describe('formatFileSize', () => {
  it('says bytes, KB or MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});
