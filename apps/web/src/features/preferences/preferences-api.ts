import {
  DISPLAY_PREFERENCES_PATH,
  type Me,
  type UpdateDisplayPreferencesRequest,
  type UserEnvelope,
} from '@sheetwise/contracts';
import { apiRequest } from '../../lib/api';

export async function updateDisplayPreferences(
  changes: UpdateDisplayPreferencesRequest,
): Promise<Me> {
  return (await apiRequest<UserEnvelope>('PATCH', DISPLAY_PREFERENCES_PATH, { body: changes }))
    .user;
}
