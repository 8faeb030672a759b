/** How many integration files run at once, each on a worker with its own local services (global-setup.ts). */
export const integrationWorkers = 2;
