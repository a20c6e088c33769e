import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { SignInProvider } from '../../modules/auth/google/oidc-client';
import { DevAccounts } from './accounts';
import { interactionRoutes } from './interactions';
import { DEV_CLIENT_ID, DEV_IDP_PATH, createDevProvider, type DevProvider } from './provider';

/**
 * Hands every request below DEV_IDP_PATH to oidc-provider's Koa handler. Fastify lets go of the
 * reply and of the request body, which oidc-provider reads itself; the URL loses the mount path,
 * which oidc-provider finds again in `originalUrl` (as under Express) when it builds its links.
 */
const passThrough: FastifyPluginCallback<{ devProvider: () => Promise<DevProvider> }> = (
  app,
  { devProvider },
  done,
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, leaveUnread) => {
    leaveUnread(null);
  });

  async function forward(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { handle } = await devProvider();
    reply.hijack();
    const raw: IncomingMessage & { originalUrl?: string } = request.raw;
    const url = raw.url ?? DEV_IDP_PATH;
    raw.originalUrl = url;
    const rest = url.slice(DEV_IDP_PATH.length);
    raw.url = rest.startsWith('/') ? rest : `/${rest}`;
    await handle(raw, reply.raw);
  }

  app.all(DEV_IDP_PATH, forward);
  app.all(`${DEV_IDP_PATH}/*`, forward);
  done();
};

/**
 * Mounts the development identity provider that stands in for Google in local mode, and returns
 * the client settings to reach it. Anyone can sign in there as anyone, so it refuses to run in
 * production. The provider itself is built on the first request that needs it.
 */
export async function mountDevIdentityProvider(
  app: FastifyInstance,
  { config, redirectUri }: { config: Config; redirectUri: string },
): Promise<SignInProvider> {
  if (config.mode !== 'local') {
    throw new Error('The development identity provider must never run outside local mode');
  }
  const issuer = `${config.appUrl}${DEV_IDP_PATH}`;
  const clientSecret = randomBytes(32).toString('base64url');
  const accounts = new DevAccounts();
  let built: Promise<DevProvider> | undefined;
  const devProvider = () =>
    (built ??= createDevProvider({ issuer, clientSecret, redirectUri, accounts, log: app.log }));

  await app.register(interactionRoutes, { prefix: DEV_IDP_PATH, devProvider, accounts });
  await app.register(passThrough, { devProvider });

  return {
    issuer: new URL(issuer),
    clientId: DEV_CLIENT_ID,
    clientSecret,
    redirectUri,
    // Always show the form, so that each sign-in can choose an account, as Google's chooser does.
    authorizationParams: { prompt: 'login' },
    // Our own server over loopback, in local mode only (checked above).
    allowInsecureRequests: true,
  };
}
