import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText } from './MessageText';

const unbroken = (text: string) =>
  Array.from(
    render(<MessageText text={text} />).container.querySelectorAll('.whitespace-nowrap'),
    (span) => span.textContent,
  );

describe('MessageText', () => {
  it('keeps each signed figure on one line, and the text as written', () => {
    const text =
      'Net: -S$289.94 (money in S$413.54), then +₹2,31,139.39.\n• 2 Jul · PAYMENT · -$5.00';
    const { container } = render(<MessageText text={text} />);
    expect(container.textContent).toBe(text);
    expect(unbroken(text)).toEqual(['-S$289.94', '+₹2,31,139.39.', '-$5.00']);
  });

  it('leaves hyphens inside words and spaced dashes alone', () => {
    expect(unbroken('NEFT CR-HINDUSTAN · “HMRC - TAXES” · February 2025')).toEqual([]);
  });

  it('keeps each date of the display format on one line', () => {
    expect(unbroken('From 01-January-2025 – 07-January-2025 (06-January-2025).')).toEqual([
      '01-January-2025',
      '07-January-2025',
      '06-January-2025',
    ]);
  });
});
