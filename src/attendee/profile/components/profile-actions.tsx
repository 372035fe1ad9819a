// The profile's second column: the install card (shown once, when the browser can install),
// referral codes, the CV and the account. Below the fold on a phone, so it is deferred JS
// (DESIGN.md §7): profile-screen.tsx imports it once the first screen is up.
import type { Me } from '../../../api/me.ts';
import type { SavedProfile } from '../../../api/profile.ts';
import { InstallSlot } from '../../../install/install-slot.tsx';
import { ProfileAccount } from './profile-account.tsx';
import { ProfileCv } from './profile-cv.tsx';
import { ProfileReferral } from './profile-referral.tsx';

type ProfileActionsProps = {
  me: Me;
  isOnline: boolean;
  onSaved: (profile: SavedProfile) => void;
  onSettled: () => void;
};

export function ProfileActions({ me, isOnline, onSaved, onSettled }: ProfileActionsProps) {
  return (
    <>
      <InstallSlot />
      <ProfileReferral isOnline={isOnline} onRedeemed={onSettled} />
      <ProfileCv attendeeId={me.id} cv={me.cv} isOnline={isOnline} onSaved={onSaved} onSettled={onSettled} />
      <ProfileAccount email={me.email} isOnline={isOnline} />
    </>
  );
}
