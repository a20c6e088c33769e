import type { EndOtherSessionsResponse } from '@sheetwise/contracts';
import { apiRequest } from '../../lib/api';

/** Signs out every other browser; answers how many sessions ended. */
export async function endOtherSessions(): Promise<number> {
  return (await apiRequest<EndOtherSessionsResponse>('POST', '/api/me/sessions/end-others')).ended;
}
