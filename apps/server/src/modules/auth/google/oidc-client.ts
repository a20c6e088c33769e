import * as oidc from 'openid-client';
import type { Config } from '../../../config';
import type { SignInChecks } from './state-cookie';

/**
 * The OpenID Connect provider behind "Login with Google": Google itself, or in local mode the
 * development provider this server mounts (platform/dev-identity-provider). The same code talks
 * to both.
 */
export interface SignInProvider {
  /** The issuer identifier; its discovery document is fetched from below it. */
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** This server's callback, exactly as registered with the provider. */
  redirectUri: string;
  /** Added to every authorization request. */
  authorizationParams: Record<string, string>;
  /** Plain http: only ever the development provider on this server, in local mode. */
  allowInsecureRequests: boolean;
}

const GOOGLE_ISSUER = 'https://accounts.google.com';
const SCOPE = 'openid email profile';

/** The redirect URI to register with Google (and with the development provider). */
export function googleCallbackUrl(config: Config): string {
  return `${config.appUrl}/api/auth/google/callback`;
}

/** Google, when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
export function googleSignInProvider(config: Config): SignInProvider | undefined {
  if (!config.google) return undefined;
  return {
    issuer: new URL(GOOGLE_ISSUER),
    clientId: config.google.clientId,
    clientSecret: config.google.clientSecret,
    redirectUri: googleCallbackUrl(config),
    // Lets someone signed in to several Google accounts choose, rather than be signed in silently.
    authorizationParams: { prompt: 'select_account' },
    allowInsecureRequests: false,
  };
}

/**
 * A client of one provider. Discovery happens on first use, not when the app is built: the
 * development provider is served by this very server, which must be listening first. A failed
 * discovery is forgotten, so the next sign-in tries again.
 */
export class OidcClient {
  private discovered: Promise<oidc.Configuration> | undefined;

  constructor(
    private readonly provider: SignInProvider,
    mode: Config['mode'],
  ) {
    if (provider.allowInsecureRequests && mode !== 'local') {
      throw new Error('Plain-http identity providers are allowed in local mode only');
    }
  }

  /** A fresh state, nonce and PKCE verifier, and the provider's URL to send the browser to. */
  async authorizationRequest(): Promise<{ url: URL; checks: SignInChecks }> {
    const configuration = await this.configuration();
    const checks: SignInChecks = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      ...this.provider.authorizationParams,
      redirect_uri: this.provider.redirectUri,
      scope: SCOPE,
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url, checks };
  }

  /**
   * Redeems the callback's code. openid-client checks the issuer and state of the response, then
   * the ID token's signature (against the provider's published keys), iss, aud, exp and nonce.
   * Throws AuthorizationResponseError when the provider answered with an error instead.
   */
  async redeem(callbackQuery: URLSearchParams, checks: SignInChecks): Promise<oidc.IDToken> {
    const configuration = await this.configuration();
    // The callback URL as registered, not as this request saw it: a proxy may rewrite hosts.
    const currentUrl = new URL(this.provider.redirectUri);
    currentUrl.search = callbackQuery.toString();
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The token response carried no ID token');
    return claims;
  }

  private configuration(): Promise<oidc.Configuration> {
    // Over TLS a token response vouches for its issuer, and openid-client skips the ID token's
    // signature; we check it always: the development provider speaks plain http.
    const execute = [oidc.enableNonRepudiationChecks];
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- marked so it stands out, not for removal; only the local development provider gets it
    if (this.provider.allowInsecureRequests) execute.push(oidc.allowInsecureRequests);
    this.discovered ??= oidc
      .discovery(
        this.provider.issuer,
        this.provider.clientId,
        undefined,
        oidc.ClientSecretPost(this.provider.clientSecret),
        { execute },
      )
      .catch((error: unknown) => {
        this.discovered = undefined;
        throw error;
      });
    return this.discovered;
  }
}
