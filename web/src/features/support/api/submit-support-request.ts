import { useMutation } from '@tanstack/react-query';
import type { SupportRequestBody, SupportRequestReceipt } from '@steady/shared';
import { apiCall } from '@/lib/api-client';

/**
 * `POST /api/support`. The route is public; when someone is signed in their access token goes with
 * the request so support can find their account (apiCall adds it when there is a session).
 */
export function submitSupportRequest(body: SupportRequestBody): Promise<SupportRequestReceipt> {
  return apiCall('POST', '/api/support', { body });
}

export function useSubmitSupportRequest() {
  return useMutation({ mutationFn: submitSupportRequest });
}
