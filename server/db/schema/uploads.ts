// Uploaded files in the database (issue 28), so every server process and machine on one
// PostgreSQL serves them: an object is a key (the path it had under DATA_DIR/uploads, see
// uploads/storage.ts) pointing at a blob, and a blob is its bytes in ordered chunks of at most
// 256 KiB, written and read one chunk at a time so no file is ever whole in memory. Replacing an
// object writes a new blob and repoints the key in one transaction; the old blob goes with it.
import { bigint, customType, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** bytea as a Buffer both ways (PGlite answers a Uint8Array, pg a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export const uploadObjects = pgTable('upload_objects', {
  key: text('key').primaryKey(),
  blobId: uuid('blob_id').notNull().unique(),
  size: bigint('size', { mode: 'number' }).notNull(),
  /** Last-Modified of its answers: when it was placed (a moved file keeps its mtime). */
  modifiedAt: timestamp('modified_at', { precision: 3, withTimezone: true, mode: 'date' }).notNull(),
});

export const uploadChunks = pgTable(
  'upload_chunks',
  {
    blobId: uuid('blob_id').notNull(),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.blobId, t.seq] })],
);
