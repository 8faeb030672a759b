import { join } from 'node:path';
import sqlite from 'node-sqlite3-wasm';

/** DynamoDB Local's one database file when it runs with `-sharedDb`. */
export const sharedDbFile = 'shared-local-instance.db';

/**
 * DynamoDB Local's own table of stream records, as it declares it (`CREATE TABLE IF NOT EXISTS us …` in its jar), so
 * declaring it first changes nothing it would make itself.
 */
const streamRecordsTable =
  'CREATE TABLE IF NOT EXISTS us (StreamID TEXT, ShardID TEXT, SequenceNumber INTEGER, CreationDateTime INTEGER, StreamRecord BLOB, OperationType TEXT, PRIMARY KEY(SequenceNumber))';
const streamRecordsIndex = 'CREATE INDEX IF NOT EXISTS us_stream_sequence ON us (StreamID, SequenceNumber)';

/**
 * Gives DynamoDB Local's stream records the index its own schema lacks, before it opens the file.
 *
 * Every write to a table with a stream asks for the stream's description, and DynamoDB Local answers it with
 * `SELECT MIN(SequenceNumber) FROM us WHERE StreamID = ?`: without an index, a scan of every stream record the file
 * holds, for every table. So each write cost more than the last (measured: 5,000 writes took 1.8 s on a new file and
 * 160 s after 25,000 more), and a test run or a store kept for days slowed to a crawl. With this index the same query is
 * a seek, and the 5,000 writes take the same time however many came before. The index is SQLite's business only:
 * DynamoDB Local's queries, answers and stored items are unchanged.
 *
 * Nothing else may have the file open: the WebAssembly SQLite used here takes no file locks, so this runs before the
 * JVM starts.
 */
export function indexStreamRecords(dbPath: string): void {
  const db = new sqlite.Database(join(dbPath, sharedDbFile));
  try {
    db.exec(`${streamRecordsTable}; ${streamRecordsIndex};`);
  } finally {
    db.close();
  }
}
