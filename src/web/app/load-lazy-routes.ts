import { type Location, matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the code of the pages that match `location` before the app hydrates a server-rendered page: the router
 * would otherwise show their loading fallback first, which is not what the server rendered.
 */
export async function loadLazyRoutes(routes: RouteObject[], location: Location | URL): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
