// The console's audit log, newest first (issue 13; contract/catalogue-admin.ts AuditListReply):
// the dashboard lists the latest changes. Network only: it must be current.
import type { AuditListReply } from '#contract/catalogue-admin';
import { get } from '../../api/get.ts';
import type { Reading } from '../../offline/read-through.ts';
import { asArray, asObject, fieldsOf } from '../../api/wire.ts';

export type AuditEntry = {
  id: number;
  at: Date;
  actor: string;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
};

type W = AuditListReply['data'][number];

function toEntry(item: unknown): AuditEntry {
  const w = fieldsOf<W>(item, 'audit entry');
  const at = new Date(w.string('at'));
  if (Number.isNaN(at.getTime())) throw new TypeError('audit.at is not a date');
  return {
    id: w.number('id'),
    at,
    actor: w.string('actor_email'),
    action: w.string('action'),
    entity: w.string('entity'),
    entityId: w.optionalString('entity_id'),
    before: w.raw.before,
    after: w.raw.after,
  };
}

const toEntries = (body: unknown): AuditEntry[] =>
  asArray(asObject<AuditListReply>(body, 'audit').data, 'audit.data').map(toEntry);

export const readRecentChanges = (limit: number): AsyncGenerator<Reading<AuditEntry[]>, void, void> =>
  get(`api/admin/console/audit?limit=${limit}`, toEntries, { userKey: null });
