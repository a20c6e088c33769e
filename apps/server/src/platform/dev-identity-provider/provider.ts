import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { DevAccounts } from './accounts';
import { memoryAdapter } from './memory-adapter';
import { renderErrorPage } from './pages';

/** Where the provider is mounted on our server; it is also the issuer's path. */
export const DEV_IDP_PATH = '/dev-idp';
export const DEV_CLIENT_ID = 'sheetwise-local';

const SCOPE = 'openid email profile';
const TEN_MINUTES = 10 * 60;

export interface DevProviderOptions {
  issuer: string;
  clientSecret: string;
  redirectUri: string;
  accounts: DevAccounts;
  log: FastifyBaseLogger;
}

export interface DevProvider {
  provider: Provider;
  /** oidc-provider's own request handler (a Koa app), for paths below DEV_IDP_PATH. */
  handle: ReturnType<Provider['callback']>;
}

/**
 * An OpenID Connect provider with one client, our own, whose login step is our form
 * (interactions.ts). It signs ID tokens like Google's, with the name and a verified e-mail in them,
 * so the sign-in code cannot tell the two apart.
 */
export async function createDevProvider(options: DevProviderOptions): Promise<DevProvider> {
  // Loaded on first use: it takes seconds to import, and production never needs it.
  const { default: OidcProvider } = await import('oidc-provider');
  // A fresh key each start: tokens of an earlier process are worthless, as they should be.
  const signingKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
    format: 'jwk',
  });

  const provider = new OidcProvider(options.issuer, {
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'dev-identity-provider', alg: 'ES256', use: 'sig' }] },
    adapter: memoryAdapter(),
    // Cookies of its own, signed, and Lax so that they survive the trip back from our callback.
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      names: {
        session: 'dev_idp_session',
        interaction: 'dev_idp_interaction',
        resume: 'dev_idp_interaction_resume',
      },
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Put the profile in the ID token, as Google does, rather than only behind the userinfo call.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const account = options.accounts.find(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: true, name: account.name }),
      };
    },
    // Our app is this provider's only client and first-party: consent goes without asking.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client?.clientId,
        accountId: ctx.oidc.account?.accountId,
      });
      grant.addOIDCScope(SCOPE);
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `${DEV_IDP_PATH}/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    clientBasedCORS: () => false,
    // Only what the sign-in flow uses; the logout pages would need inline scripts besides.
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
    },
    ttl: {
      AccessToken: TEN_MINUTES,
      AuthorizationCode: 60,
      IdToken: TEN_MINUTES,
      Interaction: TEN_MINUTES,
      Grant: TEN_MINUTES,
      Session: TEN_MINUTES,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderErrorPage(out.error_description ?? out.error);
    },
  });
  provider.on('server_error', (_ctx: unknown, error: unknown) => {
    options.log.error({ err: error }, 'development identity provider failed');
  });
  return { provider, handle: provider.callback() };
}
