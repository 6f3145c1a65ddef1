import { AboutSection } from './about-section';
import { ClimateGoalsSection } from './climate-goals-section';
import { ClosingBanner } from './closing-banner';
import { HeroSection } from './hero-section';
import { InsightsSection } from './insights-section';
import { NewsletterSection } from './newsletter-section';
import { ProjectsSection } from './projects-section';
import { StoriesSection } from './stories-section';

/** Home (spec §2): hero, about, priority projects, climate goals, newsletter, stories, insights, closing banner. */
export default function HomePage() {
  return (
    <>
      <HeroSection />
      <AboutSection />
      <ProjectsSection />
      <ClimateGoalsSection />
      <NewsletterSection />
      <StoriesSection />
      <InsightsSection />
      <ClosingBanner />
    </>
  );
}
