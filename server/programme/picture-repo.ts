// The speaker pictures' origins the documents' CSP allows (issue 22), read from the stored
// programme; the app keeps the answer and reads it again after every programme write, so the CSP
// is computed once per programme change, never per request.
import { ne } from 'drizzle-orm';
import { pictureOrigins } from './rules/picture-origins.ts';
import type { Db } from '../db/client.ts';
import { programmeSpeakers } from '../db/schema/programme.ts';

export async function readPictureOrigins(db: Db): Promise<string[]> {
  const rows = await db
    .select({ picture: programmeSpeakers.picture })
    .from(programmeSpeakers)
    .where(ne(programmeSpeakers.picture, ''));
  return pictureOrigins(rows.map((row) => row.picture));
}
