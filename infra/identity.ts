import { Aws, Duration, Fn, RemovalPolicy, SecretValue, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';

export interface IdentityProps {
  /** `https://…` origin the SPA is served from; the OAuth redirects return there. */
  spaOrigin: string;
  googleClientId: string;
  /** Secrets Manager secret holding the Google OAuth client secret as plain text. */
  googleClientSecretName: string;
}

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

  constructor(scope: Construct, id: string, props: IdentityProps) {
    super(scope, id);
    this.userPool = new cognito.UserPool(this, 'Users', {
      selfSignUpEnabled: true,
      signInAliases: { email: true, phone: true },
      // SMS_OTP sign-in needs a verified phone, so phone numbers are verified as well as emails.
      autoVerify: { email: true, phone: true },
      standardAttributes: { email: { required: true, mutable: true } },
      userVerification: {
        emailSubject: 'Your NeonKeys verification code',
        emailBody: 'Your NeonKeys verification code is {####}',
        smsMessage: 'Your NeonKeys code is {####}',
      },
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
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
        givenName: cognito.ProviderAttribute.GOOGLE_GIVEN_NAME,
        familyName: cognito.ProviderAttribute.GOOGLE_FAMILY_NAME,
        profilePicture: cognito.ProviderAttribute.GOOGLE_PICTURE,
      },
    });

    // Domain prefixes are global across AWS; the account id keeps ours unique without a lookup.
    this.domain = this.userPool.addDomain('Domain', {
      cognitoDomain: { domainPrefix: Fn.join('-', ['neonkeys', Aws.ACCOUNT_ID]) },
    });

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
  }
}
