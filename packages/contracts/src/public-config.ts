import { DEFAULT_SUPPORT_EMAIL } from './limits';

export const APP_MODES = ['local', 'production'] as const;
export type AppMode = (typeof APP_MODES)[number];

/**
 * What the browser needs to know about the deployment. The server embeds it in index.html as a
 * JSON data block, so the first paint needs no extra request.
 */
export interface PublicConfig {
  supportEmail: string;
  mode: AppMode;
}

export const PUBLIC_CONFIG_ELEMENT_ID = 'sheetwise-config';

export const FALLBACK_PUBLIC_CONFIG: PublicConfig = {
  supportEmail: DEFAULT_SUPPORT_EMAIL,
  mode: 'local',
};

/**
 * Checks the embedded block by hand rather than with zod: the landing page reads it, and the
 * schema library would cost that page more than everything else it loads of ours.
 */
export function parsePublicConfig(value: unknown): PublicConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const { supportEmail, mode } = value as Record<string, unknown>;
  const validMode = (APP_MODES as readonly unknown[]).includes(mode);
  if (typeof supportEmail !== 'string' || !supportEmail.includes('@') || !validMode) return null;
  return { supportEmail, mode: mode as AppMode };
}
