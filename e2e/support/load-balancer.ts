import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer for tests: one origin in front of several server processes, taking them in
 * turn and passing a request to the next when one does not answer (a process that died). The
 * browser sees one site, as it would in production, so cookies and storage are shared.
 */
export class LoadBalancer {
  private next = 0;
  /** Which backend answered each request, by port. */
  readonly served = new Map<string, number>();

  private readonly server: Server;

  private constructor(private readonly backends: readonly string[]) {
    this.server = createServer((incoming, outgoing) => {
      void this.forward(incoming, outgoing);
    });
  }

  static async start(backends: readonly string[], port = 0): Promise<LoadBalancer> {
    const balancer = new LoadBalancer(backends);
    await new Promise<void>((resolve) => balancer.server.listen(port, '127.0.0.1', resolve));
    return balancer;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private async forward(incoming: IncomingMessage, outgoing: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    // Each request starts at the next backend and tries the others in order after it.
    const start = this.next;
    this.next += 1;
    for (let tries = 0; tries < this.backends.length; tries += 1) {
      const backend = this.backends[(start + tries) % this.backends.length] as string;
      const answered = await new Promise<boolean>((resolve) => {
        const proxied = httpRequest(
          `${backend}${incoming.url ?? '/'}`,
          // A fresh connection each time: a kept-alive one may lead to a process that died.
          { method: incoming.method, headers: incoming.headers, agent: false },
          (response) => {
            this.served.set(backend, (this.served.get(backend) ?? 0) + 1);
            outgoing.writeHead(response.statusCode ?? 502, response.headers);
            response.pipe(outgoing);
            resolve(true);
          },
        );
        proxied.on('error', () => {
          resolve(false);
        });
        proxied.end(body);
      });
      if (answered) return;
    }
    outgoing.writeHead(502).end();
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => {
      this.server.close(() => {
        resolve();
      });
    });
  }
}
