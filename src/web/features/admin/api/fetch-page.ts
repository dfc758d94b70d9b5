import type { Page } from '../../../../domain/contracts/common.ts';
import { ApiError } from '../../../lib/api-client.ts';

/** Reads one page of an admin list; empty filters are left out of the address. */
export async function fetchPage<T>(path: string, query: object, signal?: AbortSignal): Promise<Page<T>> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  const response = await fetch(search ? `${path}?${search}` : path, { credentials: 'include', signal });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  const items = (await response.json()) as T[];
  return { items, total: Number(response.headers.get('X-Total-Count') ?? items.length) };
}
