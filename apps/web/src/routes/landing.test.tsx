import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TRIAL_DAYS } from '@sheetwise/contracts';
import { renderPage } from '../test/render';
import LandingPage from './landing';

function section(id: string) {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id}`);
  return within(element);
}

describe('LandingPage', () => {
  it('has one h1 and its sections in the spec order', () => {
    renderPage(<LandingPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const main = within(screen.getByRole('main'));
    const order = main
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'));
    expect(order).toEqual([
      'hero-heading',
      'features-heading',
      'how-it-works-heading',
      'sync-history-heading',
      'pricing-heading',
      'get-started-heading',
    ]);
  });

  it('shows ten feature cards', () => {
    renderPage(<LandingPage />);
    expect(section('features').getAllByRole('heading', { level: 3 })).toHaveLength(10);
  });

  it('walks through the four steps in order and promises a setup under 5 minutes', () => {
    renderPage(<LandingPage />);
    const steps = section('how-it-works').getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Connect Accounts',
      'Configure Settings',
      'Smart Sync Engine',
      'Monitor & Resolve',
    ]);
    expect(section('how-it-works').getByText(/under 5 minutes/)).toBeDefined();
  });

  it('sends both Start Free Trial buttons to registration', () => {
    renderPage(<LandingPage />);
    const links = screen.getAllByRole('link', { name: 'Start Free Trial' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.getAttribute('href')).toBe('/register');
  });

  it('closes with the trial promises', () => {
    renderPage(<LandingPage />);
    const closing = within(screen.getByRole('region', { name: 'Stop copying cells between tabs' }));
    for (const promise of [
      'No credit card required',
      `${TRIAL_DAYS}-day free trial`,
      'Cancel anytime',
    ]) {
      expect(closing.getByText(promise)).toBeDefined();
    }
  });

  it('shows the section links in its header', () => {
    renderPage(<LandingPage />);
    expect(screen.getByRole('link', { name: 'Features' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Pricing' })).toBeDefined();
  });
});
