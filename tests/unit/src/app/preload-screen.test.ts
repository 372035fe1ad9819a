// The first screen's code is asked for before React renders (src/main.tsx, issue 11): the screen
// matching the address starts loading at once, once only, and main.tsx is told whether it is a
// signed-in screen (then the signed-in shell is asked for too).
import { describe, expect, it, vi } from 'vitest';

const loaded = vi.hoisted(() => ({ profile: 0 }));
vi.mock('../../../../src/attendee/profile/profile-screen.tsx', () => {
  loaded.profile += 1;
  return { ProfileScreen: () => null };
});
const { preloadScreen } = await import('../../../../src/app/routes.ts');

describe('preloadScreen', () => {
  it('starts loading the screen at the address, once, and says it is a signed-in one', async () => {
    expect(loaded.profile).toBe(0);
    expect(preloadScreen('/attendee/profile')).toBe(true);
    await vi.waitFor(() => expect(loaded.profile).toBe(1));
    expect(preloadScreen('/attendee/profile')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loaded.profile).toBe(1);
  });

  it('matches routes with parameters', () => {
    expect(preloadScreen('/product/12')).toBe(true);
    expect(preloadScreen('/staff/prizes/1b4e28ba-2fa1-41d2-883f-0016d3cca427')).toBe(true);
  });

  it('says no for the sign-in screen, public screens and unknown addresses', () => {
    expect(preloadScreen('/login')).toBe(false);
    expect(preloadScreen('/')).toBe(false);
    expect(preloadScreen('/no/such/screen')).toBe(false);
  });
});
