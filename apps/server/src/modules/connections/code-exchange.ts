/**
 * The authorization-code grant's second step, as Google and Microsoft both take it: the code
 * (and PKCE's verifier, when the flow used one) for tokens. Undefined when the provider refuses
 * or sends no refresh token, so every failure reads as "not connected".
 */
export interface CodeExchange {
  readonly tokenUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUri: string;
  readonly code: string;
  readonly codeVerifier?: string;
  /** Microsoft asks for the scopes again here. */
  readonly scope?: string;
}

export interface GrantedTokens {
  readonly refreshToken: string;
  readonly scope: string | undefined;
  /** OpenID Connect's ID token, when the provider sent one. */
  readonly idToken: string | undefined;
}

export async function exchangeAuthorizationCode(
  exchange: CodeExchange,
): Promise<GrantedTokens | undefined> {
  const response = await fetch(exchange.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: exchange.code,
      client_id: exchange.clientId,
      client_secret: exchange.clientSecret,
      redirect_uri: exchange.redirectUri,
      ...(exchange.codeVerifier ? { code_verifier: exchange.codeVerifier } : {}),
      ...(exchange.scope ? { scope: exchange.scope } : {}),
    }).toString(),
  }).catch(() => undefined);
  if (!response?.ok) return undefined;
  const body = (await response.json()) as {
    refresh_token?: unknown;
    scope?: unknown;
    id_token?: unknown;
  };
  if (typeof body.refresh_token !== 'string') return undefined;
  return {
    refreshToken: body.refresh_token,
    scope: typeof body.scope === 'string' ? body.scope : undefined,
    idToken: typeof body.id_token === 'string' ? body.id_token : undefined,
  };
}
