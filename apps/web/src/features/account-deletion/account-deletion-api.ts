import type { DeleteAccountRequest } from '@sheetwise/contracts';
import { apiRequest } from '../../lib/api';

export function deleteAccount(request: DeleteAccountRequest): Promise<void> {
  return apiRequest('DELETE', '/api/me', { body: request });
}
