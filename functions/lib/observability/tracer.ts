import { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * X-Ray tracing through Powertools: on Lambda with active tracing (infra/house-function.ts) each invocation gets a
 * `## handler` subsegment with cold-start and service annotations, and every AWS SDK call its own subsegment. Off on
 * one machine: Tracer turns itself off outside Lambda's execution environment, and the local stack says so as well.
 * Responses are never recorded (POWERTOOLS_TRACER_CAPTURE_RESPONSE=false): a delivery answer holds product keys.
 */
export const tracer = new Tracer();

/** An AWS SDK v3 client whose calls appear in the trace (the client itself when tracing is off). */
export const traceClient = <T>(client: T): T => tracer.captureAWSv3Client(client);

/** Runs a handler that is not built on middy (queue, stream, schedule and trigger functions) inside its own subsegment. */
export function tracedHandler<A extends unknown[], R>(name: string, handle: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args) => {
    if (!tracer.isTracingEnabled()) return handle(...args);
    const segment = tracer.getSegment();
    const subsegment = segment?.addNewSubsegment(`## ${name}`);
    if (subsegment) tracer.setSegment(subsegment);
    tracer.annotateColdStart();
    tracer.addServiceNameAnnotation();
    try {
      return await handle(...args);
    } catch (error) {
      tracer.addErrorAsMetadata(error as Error);
      throw error;
    } finally {
      subsegment?.close();
      if (segment) tracer.setSegment(segment);
    }
  };
}
