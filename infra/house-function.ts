import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { join } from 'node:path';
import { bundleAliasArgs } from './bundle-options';
import { repoRoot } from './repo-paths';

export interface HouseFunctionProps {
  /** Module under `functions/` exporting `handler`, e.g. `catalog/list-products`. */
  handler: string;
  /** Absolute path of the entry file; defaults to `functions/<handler>.ts`. */
  entry?: string;
  environment: Record<string, string>;
  timeout?: Duration;
  memorySize?: number;
}

/**
 * The one log group every function writes to, kept a month. A group per function cost four resources per function with
 * its role and policy, and the stack reached CloudFormation's 500-resource limit at 61 functions; Lambda's advanced
 * logging lets functions share a group, and each stream is named after its function (and Powertools puts
 * `function_name` on every line), so a function's logs are still found at a glance.
 */
export function functionLogs(scope: Construct): logs.LogGroup {
  // The top stack's, for functions in nested stacks too (infra/api-routes.ts): one group for the whole store.
  let stack = Stack.of(scope);
  while (stack.nestedStackParent) stack = stack.nestedStackParent;
  return (stack.node.tryFindChild('FunctionLogs') as logs.LogGroup | undefined) ?? new logs.LogGroup(stack, 'FunctionLogs', { retention: logs.RetentionDays.ONE_MONTH });
}

/**
 * Every Lambda in the store: Node 22 on arm64, ESM bundled by local esbuild, X-Ray on, JSON logs kept a month,
 * and an own role that starts empty so each function holds only the grants `function-access.ts` gives it.
 */
export class HouseFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: HouseFunctionProps) {
    super(scope, id);
    const logGroup = functionLogs(this);
    // Our own role instead of AWSLambdaBasicExecutionRole: that managed policy may create log groups anywhere.
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.handler}`,
    });
    logGroup.grantWrite(this.role);

    this.fn = new NodejsFunction(this, 'Fn', {
      entry: props.entry ?? join(repoRoot, 'functions', `${props.handler}.ts`),
      handler: 'handler',
      description: props.handler,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: lambda.Tracing.ACTIVE,
      role: this.role,
      logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      applicationLogLevelV2: lambda.ApplicationLogLevel.INFO,
      systemLogLevelV2: lambda.SystemLogLevel.WARN,
      projectRoot: repoRoot,
      depsLockFilePath: join(repoRoot, 'package-lock.json'),
      environment: {
        POWERTOOLS_SERVICE_NAME: 'neonkeys',
        LOG_LEVEL: 'INFO',
        // Traces keep timings and errors, never answers: a delivery's answer holds product keys.
        POWERTOOLS_TRACER_CAPTURE_RESPONSE: 'false',
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        target: 'node22',
        mainFields: ['module', 'main'],
        minify: true,
        sourceMap: true,
        // Bundle the SDK too, so Lambda runs the exact client versions the tests ran, not the runtime's copy.
        bundleAwsSDK: true,
        // Libraries such as React pick their production build from NODE_ENV, which Lambda leaves unset.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        // CommonJS dependencies call require(); an ESM bundle has none unless we create it.
        banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
        esbuildArgs: bundleAliasArgs(),
      },
    });

    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'Active tracing adds xray:PutTraceSegments and xray:PutTelemetryRecords, which have no resource-level permissions.',
    });
    Validations.of(this.fn).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'Node 22 is the runtime the architecture fixes and the esbuild target matches; moving to Node 24 is a deliberate, tested change.',
    });
  }
}
