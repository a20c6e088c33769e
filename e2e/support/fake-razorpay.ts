import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRazorpayApi {
  url: string;
  /** The orders it was asked to create, as Razorpay received them. */
  orders: { amount: number; currency: string; receipt: string }[];
  stop(): Promise<void>;
}

/**
 * A loopback stand-in for Razorpay's Orders API (`POST /v1/orders`, basic auth with the key id and
 * secret), so the server's real gateway code runs in browser tests.
 */
export async function startFakeRazorpayApi(
  keyId: string,
  keySecret: string,
): Promise<FakeRazorpayApi> {
  const orders: FakeRazorpayApi['orders'] = [];
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (request.url !== '/v1/orders' || request.method !== 'POST') {
        response.writeHead(404).end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR' } }));
        return;
      }
      if (request.headers.authorization !== expectedAuth) {
        response.writeHead(401).end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR' } }));
        return;
      }
      const order = JSON.parse(text) as FakeRazorpayApi['orders'][number];
      orders.push(order);
      const id = `order_${randomBytes(7).toString('hex')}`;
      response
        .writeHead(200)
        .end(JSON.stringify({ id, entity: 'order', status: 'created', ...order }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    orders,
    stop: () =>
      new Promise((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}

/**
 * A stand-in for https://checkout.razorpay.com/v1/checkout.js, served to the page in its place: the
 * same `new Razorpay(options)`, `on('payment.failed')` and `open()`, a small dialog showing the
 * options, and a handler called with ids signed as Razorpay signs them (HMAC-SHA256 of
 * `order_id|payment_id` with the key secret).
 */
export function fakeCheckoutScript(keySecret: string): string {
  return `
(() => {
  const hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
  async function sign(text) {
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(${JSON.stringify(keySecret)}),
      { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    return hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text)));
  }
  window.Razorpay = class {
    constructor(options) { this.options = options; this.listeners = {}; window.razorpayOptions = options; }
    on(event, listener) { this.listeners[event] = listener; }
    open() {
      const o = this.options;
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-label', 'Razorpay Checkout');
      dialog.style.cssText = 'position:fixed;inset:20px;z-index:100;background:#fff;border-top:8px solid ' + o.theme.color;
      const line = (text) => { const p = document.createElement('p'); p.textContent = text; dialog.append(p); };
      line(o.name); line(o.description); line(o.amount + ' ' + o.currency); line(o.prefill.email);
      const button = (label, action) => {
        const b = document.createElement('button'); b.type = 'button'; b.textContent = label;
        b.addEventListener('click', action); dialog.append(b);
      };
      button('Pay', async () => {
        const paymentId = 'pay_' + crypto.randomUUID().replaceAll('-', '').slice(0, 14);
        const signature = await sign(o.order_id + '|' + paymentId);
        dialog.remove();
        o.handler({ razorpay_payment_id: paymentId, razorpay_order_id: o.order_id, razorpay_signature: signature });
      });
      button('Fail', () => this.listeners['payment.failed']?.({ error: { description: 'Your payment was declined by the bank.' } }));
      button('Close', () => { dialog.remove(); o.modal.ondismiss(); });
      document.body.append(dialog);
    }
  };
})();`;
}
