/** Every scheduled function. CDK creates an EventBridge rule for each; locally they can be run by hand. */
export const schedules = {
  refreshCurrencyRates: {
    handler: 'storefront/refresh-currency-rates',
    needs: { table: 'write' },
    /** EventBridge schedule expression. Reference rates are published once per working day. */
    schedule: 'rate(6 hours)',
    timeoutSeconds: 30,
  },
} as const;

export type ScheduleId = keyof typeof schedules;
