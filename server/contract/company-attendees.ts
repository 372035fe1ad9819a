// Wire shapes of GET /api/company/attendees/:company_id (provider-api.md §3): the company's
// attendees as AttendeeSimple. The CV zip beside it is a file (FileReply), never serialised.
import { Type, type Static } from 'typebox';
import { AttendeeSimple } from './shapes.ts';

export const CompanyIdParams = Type.Object({ company_id: Type.String() });
export const CompanyAttendeesReply = Type.Object({ data: Type.Array(AttendeeSimple) });

export type CompanyAttendeesReply = Static<typeof CompanyAttendeesReply>;
