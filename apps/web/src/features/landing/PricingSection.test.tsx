import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARKETING_PRICES_USD, SUPPORT_MESSAGES } from '@sheetwise/contracts';
import { publicConfig } from '../../lib/public-config';
import { findToast, renderPage } from '../../test/render';
import { PricingSection } from './PricingSection';

afterEach(() => {
  vi.restoreAllMocks();
});

function card(plan: string) {
  const item = screen.getByRole('heading', { name: plan }).closest('li');
  if (!item) throw new Error(`no card for ${plan}`);
  return within(item);
}

describe('PricingSection', () => {
  it('shows the three plans at the contract prices per month', () => {
    renderPage(<PricingSection />);
    for (const [plan, price] of Object.entries(MARKETING_PRICES_USD)) {
      expect(card(plan).getByText(`$${price}`)).toBeDefined();
      expect(card(plan).getByText('/month')).toBeDefined();
    }
  });

  it('sends Starter and Professional to registration', () => {
    renderPage(<PricingSection />);
    expect(card('Starter').getByRole('link', { name: 'Choose Starter' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(
      card('Professional').getByRole('link', { name: 'Choose Professional' }).getAttribute('href'),
    ).toBe('/register');
  });

  it('copies the support address from Enterprise Contact Sales', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderPage(<PricingSection />);

    await user.click(card('Enterprise').getByRole('button', { name: 'Contact Sales' }));

    expect(writeText).toHaveBeenCalledWith(publicConfig.supportEmail);
    expect(
      await findToast(SUPPORT_MESSAGES.contactCopied(publicConfig.supportEmail)),
    ).toBeDefined();
  });
});
