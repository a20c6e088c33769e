import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What is wrong with the ID token the fake issues; 'none' issues a good one. */
export type IdTokenDefect =
  'none' | 'wrong-nonce' | 'wrong-audience' | 'expired' | 'wrong-issuer' | 'unpublished-key';

export const FAKE_CLIENT = { id: 'fake-client', secret: 'fake-client-secret' };

export const FAKE_ACCOUNT = { sub: 'fake-subject-1', email: 'fake@example.com', name: 'Fay Kerr' };

interface PendingCode {
  nonce: string;
  codeChallenge: string;
  redirectUri: string;
}

function es256Key(): { privateKey: KeyObject; publicJwk: object } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { privateKey, publicJwk: publicKey.export({ format: 'jwk' }) };
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

interface Reply {
  status: number;
  body?: unknown;
  location?: string;
}

const json = (status: number, body: unknown): Reply => ({ status, body });

function write(res: ServerResponse, reply: Reply): void {
  if (reply.location) res.writeHead(reply.status, { location: reply.location });
  else res.writeHead(reply.status, { 'content-type': 'application/json' });
  res.end(reply.body === undefined ? undefined : JSON.stringify(reply.body));
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A tiny OpenID Connect provider for tests: discovery, an authorization endpoint that approves at
 * once, a token endpoint that checks the client and the PKCE verifier, and its published key. It
 * can sign a deliberately defective ID token, so tests can show openid-client refuses it.
 */
export class FakeOidcProvider {
  defect: IdTokenDefect = 'none';
  private readonly codes = new Map<string, PendingCode>();
  private readonly published = es256Key();
  private readonly unpublished = es256Key();

  private constructor(
    private readonly server: Server,
    readonly issuer: string,
  ) {}

  static async start(): Promise<FakeOidcProvider> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const provider = new FakeOidcProvider(server, `http://127.0.0.1:${port}`);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      provider.route(req).then(
        (reply) => {
          write(res, reply);
        },
        (error: unknown) => {
          write(res, json(500, { error: String(error) }));
        },
      );
    });
    return provider;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => {
        resolve();
      });
    });
  }

  private async route(req: IncomingMessage): Promise<Reply> {
    const url = new URL(req.url ?? '/', this.issuer);
    switch (`${req.method ?? ''} ${url.pathname}`) {
      case 'GET /.well-known/openid-configuration':
        return json(200, {
          issuer: this.issuer,
          authorization_endpoint: `${this.issuer}/authorize`,
          token_endpoint: `${this.issuer}/token`,
          jwks_uri: `${this.issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['ES256'],
          token_endpoint_auth_methods_supported: ['client_secret_post'],
          code_challenge_methods_supported: ['S256'],
        });
      case 'GET /jwks':
        return json(200, {
          keys: [{ ...this.published.publicJwk, kid: 'published', alg: 'ES256', use: 'sig' }],
        });
      case 'GET /authorize':
        return this.authorize(url.searchParams);
      case 'POST /token':
        return this.token(await readForm(req));
      default:
        return json(404, { error: 'not_found' });
    }
  }

  private authorize(params: URLSearchParams): Reply {
    const code = randomBytes(16).toString('base64url');
    const redirectUri = params.get('redirect_uri') ?? '';
    this.codes.set(code, {
      nonce: params.get('nonce') ?? '',
      codeChallenge: params.get('code_challenge') ?? '',
      redirectUri,
    });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', params.get('state') ?? '');
    return { status: 302, location: back.href };
  }

  private token(form: URLSearchParams): Reply {
    const pending = this.codes.get(form.get('code') ?? '');
    this.codes.delete(form.get('code') ?? '');
    const verifier = form.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (
      !pending ||
      form.get('client_id') !== FAKE_CLIENT.id ||
      form.get('client_secret') !== FAKE_CLIENT.secret ||
      form.get('redirect_uri') !== pending.redirectUri ||
      challenge !== pending.codeChallenge
    ) {
      return json(400, { error: 'invalid_grant' });
    }
    return json(200, {
      access_token: randomBytes(16).toString('base64url'),
      token_type: 'Bearer',
      expires_in: 600,
      id_token: this.idToken(pending.nonce),
    });
  }

  private idToken(nonce: string): string {
    const now = Math.floor(Date.now() / 1000);
    const defect = this.defect;
    const claims = {
      ...FAKE_ACCOUNT,
      email_verified: true,
      iss: defect === 'wrong-issuer' ? 'https://accounts.example.com' : this.issuer,
      aud: defect === 'wrong-audience' ? 'someone-else' : FAKE_CLIENT.id,
      nonce: defect === 'wrong-nonce' ? 'a-nonce-from-another-sign-in' : nonce,
      iat: defect === 'expired' ? now - 7200 : now,
      exp: defect === 'expired' ? now - 3600 : now + 600,
    };
    const key = defect === 'unpublished-key' ? this.unpublished : this.published;
    const header = { alg: 'ES256', typ: 'JWT', kid: 'published' };
    const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
    const signature = sign('sha256', Buffer.from(input), {
      key: key.privateKey,
      dsaEncoding: 'ieee-p1363',
    });
    return `${input}.${base64url(signature)}`;
  }
}
