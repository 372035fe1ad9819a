// `/`: the landing page (auth/) with the programme at a glance and the sponsors below it, as the
// previous site's home showed them. Composition only: features never import each other.
import { LandingScreen } from '../auth/landing-screen.tsx';
import { ProgrammeGlance } from '../programme/components/programme-glance.tsx';
import { SponsorsSection } from '../programme/components/sponsors-section.tsx';

export function HomeScreen() {
  return (
    <LandingScreen>
      <ProgrammeGlance />
      <SponsorsSection />
    </LandingScreen>
  );
}
