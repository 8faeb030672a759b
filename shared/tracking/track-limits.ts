/** Events one batch may carry, and the largest body the route accepts (apart from the schema, so the browser module can read them without it). */
export const maxTrackBatch = 20;
export const maxTrackBodyBytes = 64 * 1024;
