import type { RegisterResponse } from '@steady/shared';
import { apiCall } from '@/lib/api-client';

/** What the registration form sends: RegisterBody after validation (phone already in E.164). */
export interface RegisterPayload {
  name: string;
  phoneNumber: string;
  password: string;
  timeZone: string;
  callTime: string;
}

/** `POST /api/register` (public, 201). 400 carries `errors[]`, 409 a duplicate phone number. */
export function registerAccount(body: RegisterPayload): Promise<RegisterResponse> {
  return apiCall('POST', '/api/register', { body, public: true });
}
