/** Sample USD rates for one machine; on AWS a scheduled function refreshes them from the configured source. */
export const sampleRates = { USD: 1, EUR: 0.92, GBP: 0.79, JPY: 151.3, CAD: 1.37, AUD: 1.52 };
