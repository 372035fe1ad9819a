// A sponsor's leads (issue 29; contract/leads.ts): its tag list, its visitors with their leads, and
// one edit of a lead. An edit takes Idempotency-Key and Occurred-At like a scan, so a booth phone's
// outbox can replay it once; the last edit per field wins by that time (companies/lead-rules.ts).
// Only the company's own sponsor account reads or writes them: never an attendee, staff or another company.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { HEADER_OCCURRED_AT } from '#contract/constants';
import type { AppContext } from '../plugins/app-context.ts';
import { replies } from '../contract/common.ts';
import {
  LeadConsent,
  LeadEditBody,
  LeadParams,
  LeadReply,
  LEADS_ATTENDEES_MAX,
  LeadsQuery,
  LeadsReply,
  LeadTagsBody,
  LeadTagsReply,
  LeadTimelineReply,
} from '../contract/leads.ts';
import { readTimeline } from './lead-timeline-repo.ts';
import { readBoothMember, timelineOf } from './lead-timeline-rules.ts';
import * as repo from './lead-repo.ts';
import { isUuid } from '../domain/ids.ts';
import { editTime, readLeadEdit, readTagList, type StoredLead } from './lead-rules.ts';
import { callerOf } from '../plugins/auth.ts';
import { Refusal } from '../plugins/errors.ts';
import { completeIdempotency } from '../plugins/idempotency.ts';
import {
  LEADS_PATH,
  LEAD_CONSENT_PATH,
  LEAD_PATH,
  LEAD_TAGS_PATH,
  LEAD_TIMELINE_PATH,
} from '#contract/paths';

function companyOf(request: FastifyRequest): repo.LeadCompany {
  const caller = callerOf(request);
  if (caller.type !== 'company') throw new Refusal('forbidden');
  return { id: caller.companyId, badgeId: caller.badgeId };
}

/** `?attendees=a,b,…`: the distinct ids asked for (none for an empty value), or null when malformed. */
function attendeeIdsOf(raw: string): string[] | null {
  if (raw === '') return [];
  const ids = [...new Set(raw.split(','))];
  return ids.length <= LEADS_ATTENDEES_MAX && ids.every(isUuid) ? ids : null;
}

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

function leadJson(attendeeId: string, lead: StoredLead): LeadReply {
  return {
    attendee_id: attendeeId,
    rating: lead.rating,
    tags: lead.tags,
    note: lead.note,
    follow_up: lead.followUp,
    edited_at: {
      rating: iso(lead.editedAt.rating),
      tags: iso(lead.editedAt.tags),
      note: iso(lead.editedAt.note),
      follow_up: iso(lead.editedAt.followUp),
    },
  };
}

export const leadRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    LEADS_PATH,
    {
      onRequest: app.authenticate,
      schema: { querystring: LeadsQuery, response: replies({ 200: LeadsReply }) },
    },
    async (request) => {
      const company = companyOf(request);
      const raw = request.query.attendees;
      const ids = raw === undefined ? undefined : attendeeIdsOf(raw);
      if (ids === null) throw new Refusal('bad-request');
      const [tags, rows, shares] = await Promise.all([
        repo.readTagList(ctx.db, company.id),
        ids?.length === 0 ? [] : repo.listLeads(ctx.db, company, ids),
        repo.readConsent(ctx.db, company.id),
      ]);
      return {
        tags,
        shares_with_organiser: shares,
        data: rows.map((row) => ({
          ...leadJson(row.attendeeId, row.lead),
          name: row.name,
          nickname: row.nickname,
          email: row.email,
          visited_at: row.visitedAt.toISOString(),
        })),
      };
    },
  );

  app.put(
    LEAD_PATH,
    {
      onRequest: app.authenticate,
      preValidation: app.idempotent,
      schema: { params: LeadParams, body: LeadEditBody, response: replies({ 200: LeadReply }) },
    },
    async (request) => {
      const company = companyOf(request);
      const raw = request.params.attendee_id;
      if (!isUuid(raw)) throw new Refusal('not-found');
      const attendeeId = raw.toLowerCase();
      const edit = readLeadEdit(request.body.lead, await repo.readTagList(ctx.db, company.id));
      if ('errors' in edit) throw new Refusal('invalid-fields', edit.errors);
      const now = ctx.now();
      const header = request.headers[HEADER_OCCURRED_AT.toLowerCase()];
      const at = editTime(typeof header === 'string' ? header : undefined, now);
      const member = readBoothMember(request.body.member);
      const target = { company, attendeeId, member };
      const result = await repo.editLead(ctx.db, target, edit.value, at, (tx, lead) =>
        completeIdempotency(tx, request, 200, leadJson(attendeeId, lead), now),
      );
      if (result === 'not-a-visitor') throw new Refusal('not-found');
      return leadJson(attendeeId, result);
    },
  );

  app.put(
    LEAD_TAGS_PATH,
    {
      onRequest: app.authenticate,
      preValidation: app.idempotent,
      schema: { body: LeadTagsBody, response: replies({ 200: LeadTagsReply }) },
    },
    async (request) => {
      const company = companyOf(request);
      const list = readTagList(request.body.tags);
      if ('errors' in list) throw new Refusal('invalid-fields', list.errors);
      await repo.saveTagList(ctx.db, company.id, list.value);
      return { tags: list.value };
    },
  );

  app.get(
    LEAD_TIMELINE_PATH,
    {
      onRequest: app.authenticate,
      schema: { params: LeadParams, response: replies({ 200: LeadTimelineReply }) },
    },
    async (request) => {
      const company = companyOf(request);
      const raw = request.params.attendee_id;
      if (!isUuid(raw)) throw new Refusal('not-found');
      const lead = { companyId: company.id, badgeId: company.badgeId, attendeeId: raw.toLowerCase() };
      const found = await readTimeline(ctx.db, lead);
      if (found === null) throw new Refusal('not-found');
      return {
        data: timelineOf(found.steps, found.visitedAt).map((s) => ({
          kind: s.kind,
          member: s.member,
          value: s.value,
          at: s.at.toISOString(),
        })),
      };
    },
  );

  app.put(
    LEAD_CONSENT_PATH,
    { onRequest: app.authenticate, schema: { body: LeadConsent, response: replies({ 200: LeadConsent }) } },
    async (request) => {
      const company = companyOf(request);
      await repo.saveConsent(ctx.db, company.id, request.body.shares_with_organiser);
      return { shares_with_organiser: request.body.shares_with_organiser };
    },
  );
};
