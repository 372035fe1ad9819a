// Wire shapes of GET /api/companies and /api/companies/:id (provider-api.md §3).
import { Type, type Static } from 'typebox';
import { CompanyJson } from './shapes.ts';

export const CompanyListReply = Type.Object({ data: Type.Array(CompanyJson) });
export type CompanyListReply = Static<typeof CompanyListReply>;
export const CompanyReply = Type.Object({ data: CompanyJson });
export type CompanyReply = Static<typeof CompanyReply>;
