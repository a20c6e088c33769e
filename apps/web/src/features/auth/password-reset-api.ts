import type { ForgotPasswordAccepted, ResetPasswordRequest } from '@sheetwise/contracts';
import { apiRequest } from '../../lib/api';

/** Asks for a reset link; the answer reads the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<string> {
  const answer = await apiRequest<ForgotPasswordAccepted>('POST', '/api/auth/forgot-password', {
    body: { email },
  });
  return answer.message;
}

export function resetPassword(request: ResetPasswordRequest): Promise<void> {
  return apiRequest('POST', '/api/auth/reset-password', { body: request });
}
