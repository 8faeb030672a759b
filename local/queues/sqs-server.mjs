// The SQS twin's server, shared by the in-process and on-thread variants (local-sqs.ts, sqs-thread.mjs). Plain
// JavaScript, so a thread can load it without a TypeScript loader.
import { createServer } from 'node:http';
import { createRequestHandler } from 'local-aws-sqs';

/** The queue classes already given prompt long polls (there is one, shared by every queue). */
const patched = new WeakSet();

/**
 * Makes a long poll answer as SQS does: as soon as any message is there. local-aws-sqs holds a ReceiveMessage until it
 * has MaxNumberOfMessages or the wait is over, so a consumer asking for ten got a single message a whole
 * WaitTimeSeconds late: every purchase, search sync and export on one machine waited a second per queue it crossed.
 * Here the wait is made of short looks (the package's own receive, not waiting: it looks for 40 ms), and the first
 * that finds anything answers.
 * @param {object} queue a queue of the service, whose class is patched once
 */
function answerLongPollsAtOnce(queue) {
  const proto = Object.getPrototypeOf(queue);
  if (patched.has(proto)) return;
  patched.add(proto);
  const receive = proto.receive;
  proto.receive = async function (options = {}) {
    const waitSeconds = Number(options.WaitTimeSeconds ?? this.ReceiveMessageWaitTimeSeconds ?? 0);
    const deadline = Date.now() + waitSeconds * 1000;
    for (;;) {
      const messages = await receive.call(this, { ...options, WaitTimeSeconds: 0 });
      if (messages.length > 0 || Date.now() >= deadline) return messages;
    }
  };
}

/**
 * Serves local-aws-sqs on 127.0.0.1:`port`, with long polls answered at once.
 * @param {number} port
 * @returns {Promise<import('node:http').Server>}
 */
export async function startSqsServer(port) {
  const { requestHandler, service } = createRequestHandler({ port, hostname: '127.0.0.1', emulateQueueCreationLifecycle: false });
  const server = createServer((req, res) => {
    // Queues exist from the first CreateQueue on, and every queue is of the one class patched here.
    if (service.Queues[0]) answerLongPollsAtOnce(service.Queues[0]);
    void requestHandler(req, res);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  service.PORT = port;
  return server;
}
