import { pageRoutes } from '../../../shared/routes/page-routes';
import { paths } from './paths';

/**
 * Every path pattern the store answers with a page: the SPA's routes and the server-rendered page routes. The local
 * gateway and the CloudFront Function answer 404 for any other path that is not a file, so routes added to either
 * table are known without another edit. Not imported by the SPA itself (it would pull in the page routes' schemas).
 */
export const knownPathPatterns: readonly string[] = [...Object.values(paths), ...Object.values(pageRoutes).map((r) => r.path)];
