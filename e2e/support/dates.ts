/** The spec's display format, dd-MMMM-yyyy (05-June-2024), in the machine's time zone. */
export function displayDate(date: Date): string {
  const day = String(date.getDate()).padStart(2, '0');
  const month = date.toLocaleString('en-US', { month: 'long' });
  return `${day}-${month}-${date.getFullYear()}`;
}

export function daysAfter(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}
