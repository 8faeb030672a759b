import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import { provider, requireSetting } from '../../wiring/provider';
import { StripePaymentGateway, type StripeSecrets } from './stripe-payment-gateway';

/** Stripe, its API key and webhook secret from Secrets Manager (the local Stripe-compatible service through STRIPE_API_URL). */
export const paymentsProvider = provider({
  name: 'payments',
  requires: 'the payment provider secret (secrets)',
  allows: (n) => n.secrets?.includes('payments') ?? false,
  build: (config) =>
    new StripePaymentGateway(async () => {
      const value = await getSecret<StripeSecrets>(requireSetting(config.STRIPE_SECRET_NAME, 'STRIPE_SECRET_NAME'), { transform: 'json', maxAge: 3600 });
      if (!value?.secretKey || !value.webhookSecret) throw new Error('The payment secret must hold secretKey and webhookSecret');
      return value;
    }, config.STRIPE_API_URL),
});
