import type {
  LoginValues,
  Me,
  RegisterValues,
  UpdateMeRequest,
  UserEnvelope,
} from '@sheetwise/contracts';
import { apiRequest } from '../../lib/api';

export function fetchMe(): Promise<Me> {
  return apiRequest<Me>('GET', '/api/me');
}

export async function registerAccount(values: RegisterValues): Promise<Me> {
  return (await apiRequest<UserEnvelope>('POST', '/api/auth/register', { body: values })).user;
}

export async function loginAccount(values: LoginValues): Promise<Me> {
  return (await apiRequest<UserEnvelope>('POST', '/api/auth/login', { body: values })).user;
}

export async function updateMe(changes: UpdateMeRequest): Promise<Me> {
  return (await apiRequest<UserEnvelope>('PATCH', '/api/me', { body: changes })).user;
}

export function logoutAccount(): Promise<void> {
  return apiRequest('POST', '/api/auth/logout');
}
