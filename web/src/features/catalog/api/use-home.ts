import { apiKey, useApi } from '@/lib/use-api';

/** SWR key of the home payload; the header's category counts share it, so one request serves both. */
export const homeKey = apiKey('/api/home');

/** Slides, the first grid page and per-platform counts in one request (GET /api/home). */
export const useHome = () => useApi('/api/home');
