import type { HomeData } from '../../shared/storefront/storefront-views';
import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { homeJson } from './home-data';
import { cursorsProvider } from '../lib/pagination/cursors-provider';

/** The home page in one round trip. */
export const handler = apiHandler(routes.getHome, async ({ deps }) => {
  return new ApiReply<HomeData>(200, undefined, { 'cache-control': 'public, max-age=5' }, await homeJson(deps));
}, { uses: [cursorsProvider] });
