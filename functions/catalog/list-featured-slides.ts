import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { liveSlides } from './live-slides';

export const handler = apiHandler(routes.listFeaturedSlides, async ({ deps }) => ({ items: await liveSlides(deps) }));
