import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { profileQueryOptions } from './api/get-profile.ts';

/**
 * A profile's data, asked for as soon as the router knows the page (docs/decisions/018): the server's render waits
 * for it, so /u/{username} arrives with its content; in the browser it starts beside the page's code.
 */
export function profileLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    const loaded = queryClient.prefetchQuery(profileQueryOptions(params.username ?? '')).then(() => null);
    return import.meta.env.SSR ? loaded : null;
  };
}
