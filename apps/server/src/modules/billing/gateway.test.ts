import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { razorpayGateway } from './gateway';

interface Received {
  authorization: string | undefined;
  url: string | undefined;
  body: unknown;
}

/** A loopback stand-in for Razorpay's Orders API, speaking its protocol. */
describe('the Razorpay gateway against a loopback Orders API', () => {
  let server: Server;
  let apiBase = '';
  const received: Received[] = [];
  let status = 200;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({
          authorization: request.headers.authorization,
          url: request.url,
          body: JSON.parse(text) as unknown,
        });
        response.writeHead(status, { 'content-type': 'application/json' });
        const refund = request.url?.endsWith('/refund');
        response.end(
          status !== 200
            ? JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR' } })
            : refund
              ? JSON.stringify({ id: 'rfnd_FP8QHiV938haTz', entity: 'refund', status: 'pending' })
              : JSON.stringify({ id: 'order_IEIaMR65cu6nz3', entity: 'order', status: 'created' }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  );

  const gateway = () =>
    razorpayGateway({
      keyId: 'rzp_test_key',
      keySecret: 'secret',
      webhookSecret: 'hook',
      apiUrl: apiBase,
    });

  it('creates the order with the key as basic auth and the server’s amount', async () => {
    status = 200;
    const order = await gateway().createOrder({
      amountMinor: 2900,
      currency: 'USD',
      receipt: 'abc-1',
    });
    expect(order).toEqual({ id: 'order_IEIaMR65cu6nz3' });
    expect(received.at(-1)).toEqual({
      authorization: `Basic ${Buffer.from('rzp_test_key:secret').toString('base64')}`,
      url: '/v1/orders',
      body: { amount: 2900, currency: 'USD', receipt: 'abc-1' },
    });
  });

  it('fails when Razorpay refuses', async () => {
    status = 401;
    await expect(
      gateway().createOrder({ amountMinor: 2900, currency: 'USD', receipt: 'abc-2' }),
    ).rejects.toThrow('Razorpay answered 401');
  });

  it('asks for a payment’s refund, which its webhook reports when processed', async () => {
    status = 200;
    const refund = await gateway().refundPayment('pay_29QQoUBi66xm2f', 1467);
    expect(refund).toEqual({ id: 'rfnd_FP8QHiV938haTz', processed: false });
    expect(received.at(-1)).toMatchObject({
      url: '/v1/payments/pay_29QQoUBi66xm2f/refund',
      body: { amount: 1467 },
    });
    status = 400;
    await expect(gateway().refundPayment('pay_29QQoUBi66xm2f', 1467)).rejects.toThrow(
      'Razorpay answered 400',
    );
  });
});
