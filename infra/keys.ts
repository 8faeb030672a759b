import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as kms from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';

/** The customer-managed key that wraps each product key's data key (envelope encryption). */
export class Keys extends Construct {
  readonly productKeys: kms.Key;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.productKeys = new kms.Key(this, 'ProductKeys', {
      description: 'Wraps the data keys that encrypt sellable product keys',
      alias: 'alias/neonkeys/product-keys',
      enableKeyRotation: true,
      // Losing this key makes every stored product key unreadable, so it outlives the stack.
      removalPolicy: RemovalPolicy.RETAIN,
      pendingWindow: Duration.days(30),
    });
  }
}
