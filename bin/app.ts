import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { NeonKeysStack } from '../infra/neonkeys-stack';

// Context (`cdk synth -c name=value` or cdk.json) configures a deployment; the defaults let synth run with no account.
const app = new App();
const context = (name: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(name);
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

const domainName = context('domainName');
const certificateArn = context('certificateArn');

new NeonKeysStack(app, 'NeonKeysStack', {
  googleClientId: context('googleClientId') ?? 'set-googleClientId-in-context.apps.googleusercontent.com',
  googleClientSecretName: context('googleClientSecretName') ?? 'neonkeys/google-client-secret',
  recaptchaSecretName: context('recaptchaSecretName') ?? 'neonkeys/recaptcha-secret-key',
  recaptchaSiteKey: context('recaptchaSiteKey') ?? 'set-recaptchaSiteKey-in-context',
  customDomain: domainName && certificateArn ? { domainName, certificateArn } : undefined,
  currencyRatesUrl: context('currencyRatesUrl'),
  algolia: { appId: context('algoliaAppId'), searchKey: context('algoliaSearchKey'), adminKeySecretName: context('algoliaAdminKeySecretName') },
});

// cdk-nag 3 is a validation plugin, not an Aspect: an unacknowledged error fails `cdk synth`.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
