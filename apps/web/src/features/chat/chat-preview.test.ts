import { describe, expect, it } from 'vitest';
import { messagePreview } from './chat-preview';

describe('messagePreview', () => {
  it('puts a message on one line and cuts a long one', () => {
    expect(messagePreview('Spending:\n• Rent: 1,200.00\n\n• Food')).toBe(
      'Spending: • Rent: 1,200.00 • Food',
    );
    const preview = messagePreview('word '.repeat(60));
    expect(preview.length).toBeLessThanOrEqual(120);
    expect(preview.endsWith('…')).toBe(true);
  });
});
