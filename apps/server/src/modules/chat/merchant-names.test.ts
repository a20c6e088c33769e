import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QaQueryResponse } from '@sheetwise/contracts';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

/** Bank of Ireland's export writes its online-banking payee so: a number that opens the name. */
const STATEMENT = [
  'Date,Details,Debit,Credit,Balance',
  '01/09/2017,Random Name      GP,,428.03,3428.03',
  '04/09/2017,365 Online  ,2000.0,,1428.03',
  '09/09/2017,POS09SEP CARR,45.10,,1382.93',
  '18/09/2017,3 MOBILE 0871234567,30.00,,1352.93',
].join('\n');

describe.each(testEngines())('merchant names in answers on %s', (engine) => {
  let t: TestApp;
  let ada: { client: SessionClient; id: string };

  beforeAll(async () => {
    t = await buildTestApp({ engine });
    ada = await SessionClient.signUp(t.app, 'ada@example.com');
    const response = await ada.client.upload('/api/embed/upload-doc', [
      { fileName: 'boi.csv', content: STATEMENT },
    ]);
    expect(response.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  const ask = async (question: string) => {
    const response = await ada.client.request('POST', '/api/qa/query', {
      question,
      filename: 'boi.csv',
    });
    expect(response.statusCode).toBe(200);
    return response.json<QaQueryResponse>().answer;
  };

  it('names the payee with the number that is part of its name', async () => {
    expect(await ask('Where did I spend the most?')).toContain('is 365 Online: 2,000.00');
    expect(await ask('Show my spending by merchant')).toContain('3 Mobile');
  });
});
