/**
 * Where the OneDrive connector and its Microsoft connection talk to: Microsoft's identity
 * platform and Graph, or in local mode without Microsoft credentials the development Microsoft
 * service on this server (platform/dev-microsoft-service).
 */
export interface MicrosoftEndpoints {
  /** The app's registration; undefined when unset (local mode then uses the development one). */
  client: { clientId: string; clientSecret: string } | undefined;
  /** `…/oauth2/v2.0/authorize` and `…/oauth2/v2.0/token` are below it. */
  authority: string;
  /** Graph's base, e.g. https://graph.microsoft.com/v1.0. */
  graphUrl: string;
  /** Local mode without Microsoft credentials: the development Microsoft service answers. */
  devService: boolean;
}

/** The path the development Microsoft service is mounted at, in local mode only. */
export const DEV_ONEDRIVE_PATH = '/dev-onedrive';
/** Graph's base below the development service. */
export const DEV_GRAPH_PATH = `${DEV_ONEDRIVE_PATH}/graph/v1.0`;

export function microsoftEndpoints(
  env: {
    MICROSOFT_CLIENT_ID?: string | undefined;
    MICROSOFT_CLIENT_SECRET?: string | undefined;
    MICROSOFT_AUTHORITY?: string | undefined;
    MICROSOFT_GRAPH_URL?: string | undefined;
  },
  appUrl: string,
  local: boolean,
): MicrosoftEndpoints {
  const client =
    env.MICROSOFT_CLIENT_ID && env.MICROSOFT_CLIENT_SECRET
      ? { clientId: env.MICROSOFT_CLIENT_ID, clientSecret: env.MICROSOFT_CLIENT_SECRET }
      : undefined;
  const devService = local && !client;
  const base = (variable: string | undefined, microsoft: string, dev: string) =>
    (variable ?? (devService ? `${appUrl}${dev}` : microsoft)).replace(/\/+$/, '');
  return {
    client,
    authority: base(
      env.MICROSOFT_AUTHORITY,
      'https://login.microsoftonline.com/common',
      DEV_ONEDRIVE_PATH,
    ),
    graphUrl: base(env.MICROSOFT_GRAPH_URL, 'https://graph.microsoft.com/v1.0', DEV_GRAPH_PATH),
    devService,
  };
}
