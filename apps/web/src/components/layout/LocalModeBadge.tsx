import { publicConfig } from '../../lib/public-config';

/**
 * Says plainly when this server runs with its embedded defaults (test checkout, development
 * Google sign-in), so nobody mistakes a local install for the hosted service.
 */
export function LocalModeBadge() {
  if (publicConfig.mode !== 'local') return null;
  return (
    <span
      className="inline-flex items-center rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
      title="Embedded database, test checkout and development sign-in"
    >
      Local mode
    </span>
  );
}
