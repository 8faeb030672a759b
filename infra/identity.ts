import { Aws, Duration, Fn, RemovalPolicy, SecretValue, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { passwordPolicy } from '../shared/auth/password-policy';
import { UserPoolFirewall } from './user-pool-firewall';
import { triggers } from '../shared/routes/trigger-table';

export interface IdentityProps {
  /** `https://…` origin the SPA is served from; the OAuth redirects return there. */
  spaOrigin: string;
  googleClientId: string;
  /** Secrets Manager secret holding the Google OAuth client secret as plain text. */
  googleClientSecretName: string;
  /** Secrets Manager secret holding the reCAPTCHA v3 secret key as plain text; created by the operator. */
  recaptchaSecretName: string;
  /** Creates the profile once a user is confirmed (`functions/identity/post-confirmation.ts`). */
  postConfirmation: lambda.IFunction;
}

/** Handler modules the user pool invokes, by trigger. */
export const identityTriggers = { postConfirmation: triggers.postConfirmation.handler } as const;

/** The hosted UI's domain prefix; prefixes are global across AWS, and the account id keeps ours unique without a lookup. */
export const hostedUiDomainPrefix = Fn.join('-', ['neonkeys', Aws.ACCOUNT_ID]);

/** Staff groups the route table's roles map to (see `shared/auth/roles.ts`); lower precedence wins. */
export const staffGroups = [
  { name: 'admin', precedence: 0, description: 'Manages catalogue, keys and staff' },
  { name: 'employee', precedence: 1, description: 'Handles orders and support' },
] as const;

/** Shoppers and staff: email + password, phone one-time code, or Google; groups carry the staff roles. */
export class Identity extends Construct {
  readonly userPool: cognito.UserPool;
  readonly spaClient: cognito.UserPoolClient;
  readonly domain: cognito.UserPoolDomain;
  readonly recaptchaSecret: secretsmanager.ISecret;

  constructor(scope: Construct, id: string, props: IdentityProps) {
    super(scope, id);
    this.userPool = new cognito.UserPool(this, 'Users', {
      selfSignUpEnabled: true,
      signInAliases: { email: true, phone: true },
      // SMS_OTP sign-in needs a verified phone, so phone numbers are verified as well as emails.
      autoVerify: { email: true, phone: true },
      // A phone changed on the profile is sent a code and signs in only once verified; until then the old verified
      // number keeps working (AttributesRequireVerificationBeforeUpdate), so a typo never locks a phone-only account out.
      keepOriginal: { phone: true },
      // E-mail is not required: a phone one-time-code account has none. Name and country come from sign-up.
      standardAttributes: {
        email: { required: false, mutable: true },
        phoneNumber: { required: false, mutable: true },
        fullname: { required: false, mutable: true },
      },
      customAttributes: { country: new cognito.StringAttribute({ minLen: 2, maxLen: 2, mutable: true }) },
      userVerification: {
        emailSubject: 'Your NeonKeys verification code',
        emailBody: 'Your NeonKeys verification code is {####}',
        smsMessage: 'Your NeonKeys code is {####}',
      },
      // One policy for the pool, the local identity service and the sign-up form's hints.
      passwordPolicy: { ...passwordPolicy, tempPasswordValidity: Duration.days(3) },
      lambdaTriggers: { postConfirmation: props.postConfirmation },
      // Choice-based sign-in (password or SMS one-time code as the first factor) needs Essentials or above.
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      signInPolicy: { allowedFirstAuthFactors: { password: true, smsOtp: true } },
      // Required MFA would put a second factor after the phone one-time code; a second factor is the user's choice.
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { sms: true, otp: true },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge(
      { id: 'AwsSolutions-COG2', reason: 'MFA stays optional so a phone one-time code can be the whole sign-in; users may add SMS or TOTP MFA.' },
      { id: 'AwsSolutions-COG8', reason: 'Essentials is the chosen plan: Plus adds threat protection at a per-user price the store has not chosen to pay.' },
      // The pool's generated SMS role.
      { id: 'AwsSolutions-IAM5[Resource::*]', reason: 'Cognito sends SMS with sns:Publish straight to phone numbers, which have no ARN to scope to.' },
    );

    for (const group of staffGroups) {
      new cognito.CfnUserPoolGroup(this, `${group.name}Group`, {
        userPoolId: this.userPool.userPoolId,
        groupName: group.name,
        precedence: group.precedence,
        description: group.description,
      });
    }

    const google = new cognito.UserPoolIdentityProviderGoogle(this, 'Google', {
      userPool: this.userPool,
      clientId: props.googleClientId,
      // Resolved by CloudFormation at deploy time; the secret never enters the repo or the template.
      clientSecretValue: SecretValue.secretsManager(props.googleClientSecretName),
      scopes: ['openid', 'email', 'profile'],
      attributeMapping: {
        email: cognito.ProviderAttribute.GOOGLE_EMAIL,
        emailVerified: cognito.ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
        fullname: cognito.ProviderAttribute.GOOGLE_NAME,
        givenName: cognito.ProviderAttribute.GOOGLE_GIVEN_NAME,
        familyName: cognito.ProviderAttribute.GOOGLE_FAMILY_NAME,
        profilePicture: cognito.ProviderAttribute.GOOGLE_PICTURE,
      },
    });

    this.domain = this.userPool.addDomain('Domain', { cognitoDomain: { domainPrefix: hostedUiDomainPrefix } });

    this.spaClient = this.userPool.addClient('Spa', {
      generateSecret: false,
      // USER_AUTH carries choice-based sign-in (SMS_OTP or password); SRP and plain password flows stay for direct callers.
      authFlows: { user: true, userSrp: true, userPassword: true },
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      supportedIdentityProviders: [
        cognito.UserPoolClientIdentityProvider.COGNITO,
        cognito.UserPoolClientIdentityProvider.GOOGLE,
      ],
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PHONE, cognito.OAuthScope.PROFILE],
        callbackUrls: [`${props.spaOrigin}/auth/callback`],
        logoutUrls: [`${props.spaOrigin}/`],
      },
    });
    // The client names Google as a provider, so the provider must exist first.
    this.spaClient.node.addDependency(google);

    // Referenced, not created: the key is issued by Google, so the operator stores it and nothing can rotate it.
    this.recaptchaSecret = secretsmanager.Secret.fromSecretNameV2(this, 'RecaptchaSecret', props.recaptchaSecretName);
    new UserPoolFirewall(this, 'Firewall', { userPool: this.userPool });
  }
}
