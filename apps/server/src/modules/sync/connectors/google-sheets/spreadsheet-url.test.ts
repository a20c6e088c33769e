import { describe, expect, it } from 'vitest';
import { spreadsheetIdFromUrl } from './connector-for';

describe('spreadsheetIdFromUrl', () => {
  const id = '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms';

  it.each([
    `https://docs.google.com/spreadsheets/d/${id}/edit#gid=0`,
    `https://docs.google.com/spreadsheets/d/${id}`,
    `https://docs.google.com/spreadsheets/u/1/d/${id}/edit?usp=sharing`,
    `  http://localhost:3000/dev-sheets/spreadsheets/d/${id}/edit  `,
  ])('finds the id in %s', (url) => {
    expect(spreadsheetIdFromUrl(url)).toBe(id);
  });

  it.each([
    'https://docs.google.com/document/d/1BxiMVs0XRA5nFMdKvBdBZjg/edit',
    'https://example.com/sheet',
    `javascript:alert(1)//spreadsheets/d/${id}`,
  ])('finds none in %s', (url) => {
    expect(spreadsheetIdFromUrl(url)).toBeUndefined();
  });
});
