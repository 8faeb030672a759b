import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface OrderEmailProps {
  /** An address (`orders@shop.example`) or a bare domain (`shop.example`) to send from. */
  from: string;
}

/**
 * The SES identity order e-mails (confirmed, keys ready, pre-order delivered, refunded) are sent from. A domain is
 * verified with Easy DKIM (its CNAME records are in the identity's outputs); an address by the link SES mails to it.
 * Only functions that declare `email` may send, and only from this identity.
 */
export class OrderEmail extends Construct {
  readonly identity: ses.EmailIdentity;
  /** The From header the functions use. */
  readonly from: string;

  constructor(scope: Construct, id: string, props: OrderEmailProps) {
    super(scope, id);
    const isAddress = props.from.includes('@');
    this.identity = new ses.EmailIdentity(this, 'Identity', {
      identity: isAddress ? ses.Identity.email(props.from) : ses.Identity.domain(props.from),
    });
    this.from = isAddress ? `NeonKeys <${props.from}>` : `NeonKeys <orders@${props.from}>`;
  }
}
