import type { StatementExportDestination } from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import type { StatementDestination } from './destination';
import { googleDestinationFor } from './google-destination';
import { oneDriveDestinationFor } from './onedrive-destination';

/** The user's account at the destination named; SideAuthError when it is not connected. */
export function statementDestinationFor(
  ctx: ServerContext,
  userId: string,
  destination: StatementExportDestination,
): Promise<StatementDestination> {
  return destination === 'onedrive'
    ? oneDriveDestinationFor(ctx, userId)
    : googleDestinationFor(ctx, userId);
}
