import { usePageDescription, usePageTitle } from '@/shared/lib';
import { ApproachSection } from './ApproachSection';
import { DifferenceSection } from './DifferenceSection';
import { ExploreSection } from './ExploreSection';
import { FinalCallToAction } from './FinalCallToAction';
import { HeroSection } from './HeroSection';
import { HowItWorksSection } from './HowItWorksSection';
import { StorySection } from './StorySection';
import './home.css';

/** The marketing home page (spec 000 §2 "Home"). Plain markup only: it must stay inside the public JS budget. */
export function HomePage() {
  usePageTitle();
  usePageDescription('Handpicked, part-time senior consultants from the charity sector, matched with the charities that need them. Membership or one-off projects.');

  return (
    <>
      <HeroSection />
      <StorySection />
      <DifferenceSection />
      <HowItWorksSection />
      <ApproachSection />
      <ExploreSection />
      <FinalCallToAction />
    </>
  );
}
