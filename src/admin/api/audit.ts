// The console's audit log, newest first (issue 13; contract/catalogue-admin.ts AuditListReply):
// the dashboard lists the latest changes. Network only: it must be current.
import type { AuditListReply } from '#contract/catalogue-admin';
import { get } from '../../api/get.ts';
import type { Reading } from '../../offline/read-through.ts';
import { asArray, asNumber, asObject, asString, optionalString } from '../../api/wire.ts';

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
  const w = asObject<W>(item, 'audit entry');
  const at = new Date(asString(w.at, 'audit.at'));
  if (Number.isNaN(at.getTime())) throw new TypeError('audit.at is not a date');
  return {
    id: asNumber(w.id, 'audit.id'),
    at,
    actor: asString(w.actor_email, 'audit.actor_email'),
    action: asString(w.action, 'audit.action'),
    entity: asString(w.entity, 'audit.entity'),
    entityId: optionalString(w.entity_id),
    before: w.before,
    after: w.after,
  };
}

const toEntries = (body: unknown): AuditEntry[] =>
  asArray(asObject<AuditListReply>(body, 'audit').data, 'audit.data').map(toEntry);

export const readRecentChanges = (limit: number): AsyncGenerator<Reading<AuditEntry[]>, void, void> =>
  get(`api/admin/console/audit?limit=${limit}`, toEntries, { userKey: null });
