import {
  FALLBACK_PUBLIC_CONFIG,
  PUBLIC_CONFIG_ELEMENT_ID,
  parsePublicConfig,
  type PublicConfig,
} from '@sheetwise/contracts';

/**
 * Reads the deployment settings the server embedded in index.html. The Vite dev server has no
 * such block, so local defaults apply there.
 */
export function readPublicConfig(doc: Document = document): PublicConfig {
  const text = doc.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return FALLBACK_PUBLIC_CONFIG;
  try {
    return parsePublicConfig(JSON.parse(text)) ?? FALLBACK_PUBLIC_CONFIG;
  } catch {
    return FALLBACK_PUBLIC_CONFIG;
  }
}

export const publicConfig = readPublicConfig();
