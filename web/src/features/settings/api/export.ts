import { ApiError, apiPath } from '@/lib/api-client';
import { getAccessToken } from '@/lib/auth';

/** `GET /api/users/{id}/export`: the ZIP of everything, saved as the file the server names. */
export async function downloadMyData(userId: string): Promise<void> {
  const token = await getAccessToken();
  const res = await fetch(apiPath('/api/users/{id}/export', { id: userId }), {
    credentials: 'include',
    headers: { Accept: 'application/zip', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'steady-export.zip';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
