import type { Server } from 'node:http';

/** Serves local-aws-sqs on 127.0.0.1:`port`, with long polls answered as soon as a message is there (sqs-server.mjs). */
export function startSqsServer(port: number): Promise<Server>;
