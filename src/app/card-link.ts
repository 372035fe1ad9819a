// `/attendees/<uuid>` is what a physical card's QR opens (provider-api.md §2). An anonymous visitor
// holding an unregistered card is sent to sign up with it; everyone else signs in first.

export type CardCheck = (cardId: string) => Promise<boolean>;

/** Where an anonymous visitor of a card link goes: `/register/<id>` if the card is free, else login. */
export async function cardLinkTarget(
  cardId: string,
  loginPath: string,
  isRegistered: CardCheck,
): Promise<string> {
  try {
    return (await isRegistered(cardId)) ? loginPath : `/register/${encodeURIComponent(cardId)}`;
  } catch {
    // Unknown card, bad id or no connection: signing in is the safe default.
    return loginPath;
  }
}
