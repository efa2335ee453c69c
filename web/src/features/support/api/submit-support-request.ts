import { useMutation } from '@tanstack/react-query';
import type { SupportRequestBody, SupportRequestReceipt } from '@steady/shared';
import { api } from '@/lib/api-client';

/**
 * `POST /api/support`. The route is public; when someone is signed in their access token goes with
 * the request so support can find their account (apiRequest adds it when there is a session).
 */
export function submitSupportRequest(body: SupportRequestBody): Promise<SupportRequestReceipt> {
  return api.post<SupportRequestReceipt>('/api/support', body);
}

export function useSubmitSupportRequest() {
  return useMutation({ mutationFn: submitSupportRequest });
}
