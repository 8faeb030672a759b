import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildTestStack } from './build-test-stack';
import { onlyLogicalId, resourcesOf } from './template-queries';

const { template } = buildTestStack();

describe('identity', () => {
  it('lets people sign in with a password or a one-time SMS code on the Essentials plan', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'ESSENTIALS',
      Policies: Match.objectLike({
        SignInPolicy: { AllowedFirstAuthFactors: Match.arrayWith(['PASSWORD', 'SMS_OTP']) },
      }),
      UsernameAttributes: Match.arrayWith(['email', 'phone_number']),
    });
  });

  it('verifies emails itself, lets shoppers sign up and demands strong passwords', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AutoVerifiedAttributes: Match.arrayWith(['email']),
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Policies: Match.objectLike({
        PasswordPolicy: Match.objectLike({ RequireLowercase: true, RequireUppercase: true, RequireNumbers: true, RequireSymbols: true }),
      }),
    });
    const pool = Object.values(resourcesOf(template, 'AWS::Cognito::UserPool'))[0];
    const policy = (pool?.Properties.Policies as { PasswordPolicy: { MinimumLength: number } }).PasswordPolicy;
    expect(policy.MinimumLength).toBeGreaterThanOrEqual(12);
  });

  it('keeps the user pool when the stack is deleted', () => {
    template.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain', Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }) });
  });

  it('federates Google with a client secret resolved from Secrets Manager at deploy time', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderType: 'Google',
      ProviderName: 'Google',
      ProviderDetails: Match.objectLike({
        client_id: 'test-client.apps.googleusercontent.com',
        client_secret: Match.stringLikeRegexp('^\\{\\{resolve:secretsmanager:neonkeys/google-client-secret:SecretString'),
      }),
    });
  });

  it.each(['admin', 'employee'])('has the %s group', (groupName) => {
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: groupName });
  });

  it('gives the SPA a secretless client that signs in through Cognito or Google with the code grant', () => {
    const distributionId = onlyLogicalId(resourcesOf(template, 'AWS::CloudFront::Distribution'));
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_SRP_AUTH', 'ALLOW_USER_AUTH']),
      AllowedOAuthFlows: ['code'],
      SupportedIdentityProviders: Match.arrayWith(['COGNITO', 'Google']),
      CallbackURLs: [{ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }, '/auth/callback']] }],
    });
  });

  it('publishes a hosted sign-in domain for the Google redirect', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
  });
});
