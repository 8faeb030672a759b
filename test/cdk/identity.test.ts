import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { passwordPolicy } from '../../shared/auth/password-policy';
import { identityTriggers } from '../../infra/identity';
import { userPoolRequestsPerIpPer5Minutes } from '../../infra/user-pool-firewall';
import { buildTestStack } from './build-test-stack';
import { functionsByHandler, onlyLogicalId, resourcesOf } from './template-queries';

// Template.fromStack refuses a template with a dependency cycle, such as a trigger that names its own pool.
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

  it('verifies emails itself, lets shoppers sign up and holds passwords to the one shared policy', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AutoVerifiedAttributes: Match.arrayWith(['email']),
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Policies: Match.objectLike({
        PasswordPolicy: Match.objectLike({
          MinimumLength: passwordPolicy.minLength,
          RequireLowercase: passwordPolicy.requireLowercase,
          RequireUppercase: passwordPolicy.requireUppercase,
          RequireNumbers: passwordPolicy.requireDigits,
          RequireSymbols: passwordPolicy.requireSymbols,
        }),
      }),
    });
  });

  it('verifies a changed phone before it signs in, keeping the old verified number until then', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AutoVerifiedAttributes: Match.arrayWith(['phone_number']),
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['phone_number'] },
    });
  });

  it('keeps the full name and the sign-up country, and lets a phone-only account go without an e-mail', () => {
    const pool = Object.values(resourcesOf(template, 'AWS::Cognito::UserPool'))[0];
    const schema = pool?.Properties.Schema as { Name: string; Required?: boolean; Mutable?: boolean; AttributeDataType?: string; StringAttributeConstraints?: unknown }[];

    expect(schema).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Name: 'email', Required: false, Mutable: true }),
        expect.objectContaining({ Name: 'name', Required: false, Mutable: true }),
        expect.objectContaining({ Name: 'phone_number', Required: false, Mutable: true }),
        { Name: 'country', AttributeDataType: 'String', Mutable: true, StringAttributeConstraints: { MinLength: '2', MaxLength: '2' } },
      ]),
    );
  });

  it('creates the profile with the post-confirmation trigger, which Cognito may invoke', () => {
    const trigger = functionsByHandler(template)[identityTriggers.postConfirmation]!;
    const poolId = onlyLogicalId(resourcesOf(template, 'AWS::Cognito::UserPool'));

    template.hasResourceProperties('AWS::Cognito::UserPool', { LambdaConfig: { PostConfirmation: { 'Fn::GetAtt': [trigger.logicalId, 'Arn'] } } });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [trigger.logicalId, 'Arn'] },
      Principal: 'cognito-idp.amazonaws.com',
      SourceArn: { 'Fn::GetAtt': [poolId, 'Arn'] },
    });
  });

  it('maps Google names onto the pool attributes the profile is made from', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      AttributeMapping: Match.objectLike({ name: 'name', given_name: 'given_name', family_name: 'family_name', email: 'email' }),
    });
  });

  it('blocks an address that floods the user pool with a rate-based WAF rule', () => {
    const aclId = onlyLogicalId(resourcesOf(template, 'AWS::WAFv2::WebACL'));
    const poolId = onlyLogicalId(resourcesOf(template, 'AWS::Cognito::UserPool'));

    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'REGIONAL',
      DefaultAction: { Allow: {} },
      Rules: [
        Match.objectLike({
          Action: { Block: {} },
          Statement: { RateBasedStatement: { AggregateKeyType: 'IP', Limit: userPoolRequestsPerIpPer5Minutes, EvaluationWindowSec: 300 } },
        }),
      ],
    });
    template.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      ResourceArn: { 'Fn::GetAtt': [poolId, 'Arn'] },
      WebACLArn: { 'Fn::GetAtt': [aclId, 'Arn'] },
    });
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
