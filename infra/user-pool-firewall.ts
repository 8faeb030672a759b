import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

export interface UserPoolFirewallProps {
  userPool: cognito.IUserPool;
}

/**
 * Requests one address may make to the user pool (sign-up, sign-in, codes, refresh, hosted UI) in five
 * minutes. A sign-in is about ten requests, and shoppers behind one NAT share an address, so the limit
 * stops scripted guessing without catching a busy office. Guessing one account's password is Cognito's
 * own lockout's job: it slows repeated failures per user, whatever the address.
 */
export const userPoolRequestsPerIpPer5Minutes = 300;

/** A regional WAF web ACL on the user pool: a rate-based rule blocks an address that floods it. */
export class UserPoolFirewall extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: UserPoolFirewallProps) {
    super(scope, id);
    const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      metricName,
      sampledRequestsEnabled: true,
    });
    this.webAcl = new wafv2.CfnWebACL(this, 'Acl', {
      scope: 'REGIONAL',
      description: 'Rate limits requests to the NeonKeys user pool per IP address',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('neonkeys-user-pool'),
      rules: [
        {
          name: 'requests-per-ip',
          priority: 0,
          // Cognito answers a blocked API call with its own 403 ForbiddenException; WAF cannot customise it.
          action: { block: {} },
          statement: {
            rateBasedStatement: { aggregateKeyType: 'IP', limit: userPoolRequestsPerIpPer5Minutes, evaluationWindowSec: 300 },
          },
          visibilityConfig: visibility('neonkeys-user-pool-requests-per-ip'),
        },
      ],
    });
    new wafv2.CfnWebACLAssociation(this, 'Association', {
      resourceArn: props.userPool.userPoolArn,
      webAclArn: this.webAcl.attrArn,
    });
  }
}
