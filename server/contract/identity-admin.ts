// Wire shapes of the event's identity in the console (issue 23): name, short name, colours, logo
// and installed-app icons. Values are let through unchecked here so event/identity-rules.ts can
// answer each mistake per field in words (422), the contrast refusals included.
import { Type, type Static } from 'typebox';

const strict = { additionalProperties: false } as const;
const OptionalText = Type.Optional(Type.Unknown());

export const IdentityBody = Type.Object(
  { name: OptionalText, short_name: OptionalText, theme_color: OptionalText, background_color: OptionalText },
  strict,
);
export type IdentityBody = Static<typeof IdentityBody>;

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const IDENTITY_ICONS = ['192', '512', 'maskable'] as const;
export type IdentityIcon = (typeof IDENTITY_ICONS)[number];

export const ConsoleIdentityReply = Type.Object({
  /** What the organiser set; null where the default holds. */
  settings: Type.Object({
    name: NullableString,
    short_name: NullableString,
    theme_color: NullableString,
    background_color: NullableString,
  }),
  /** What every screen, the manifest, the mails and the cards use now. */
  name: Type.String(),
  short_name: Type.String(),
  /** Absolute links, or null for Confetti's own. */
  logo: NullableString,
  icons: Type.Union([
    Type.Object({ icon_192: Type.String(), icon_512: Type.String(), maskable: Type.String() }),
    Type.Null(),
  ]),
  /** The defaults, for the form's placeholders: EVENT_NAME and the theme's colours. */
  defaults: Type.Object({ name: Type.String(), theme_color: Type.String(), background_color: Type.String() }),
});
export type ConsoleIdentityReply = Static<typeof ConsoleIdentityReply>;
