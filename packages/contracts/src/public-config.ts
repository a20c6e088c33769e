import * as z from 'zod/mini';
import { DEFAULT_SUPPORT_EMAIL } from './limits';

export const APP_MODES = ['local', 'production'] as const;
export type AppMode = (typeof APP_MODES)[number];

/**
 * What the browser needs to know about the deployment. The server embeds it in index.html as a
 * JSON data block, so the first paint needs no extra request. Written with zod/mini because the
 * landing page parses it and must stay small.
 */
export const PublicConfig = z.object({
  supportEmail: z.email(),
  mode: z.enum(APP_MODES),
});
export type PublicConfig = z.infer<typeof PublicConfig>;

export const PUBLIC_CONFIG_ELEMENT_ID = 'sheetwise-config';

export const FALLBACK_PUBLIC_CONFIG: PublicConfig = {
  supportEmail: DEFAULT_SUPPORT_EMAIL,
  mode: 'local',
};
