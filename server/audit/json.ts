// An entry of the console's audit log (contract/catalogue-admin.ts AuditEntryJson).
import type { AuditEntryJson } from '../contract/catalogue-admin.ts';
import type { AuditRow } from './repo.ts';
import { utcIso } from '../domain/json-dates.ts';

export const auditEntryJson = (a: AuditRow): AuditEntryJson => ({
  id: a.id,
  at: utcIso(a.at),
  actor_id: a.actorUserId,
  actor_email: a.actorEmail,
  action: a.action,
  entity: a.entity,
  entity_id: a.entityId,
  before: a.before,
  after: a.after,
});
