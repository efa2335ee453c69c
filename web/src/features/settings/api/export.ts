import { apiFetch } from '@/lib/api-client';

/** `GET /api/users/{id}/export`: the ZIP of everything, saved as the file the server names. */
export async function downloadMyData(userId: string): Promise<void> {
  const res = await apiFetch('GET', '/api/users/{id}/export', { params: { id: userId }, accept: 'application/zip' });
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
