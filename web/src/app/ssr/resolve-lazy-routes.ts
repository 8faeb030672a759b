import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy modules of the routes matching `pathname` and writes them into the route objects, so a
 * router created afterwards starts initialised and hydration finds the page component instead of the
 * HydrateFallback. (React Router's documented recipe for hydrating lazy routes.)
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
