import { AboutSection } from './about-section';
import { ClimateGoalsSection } from './climate-goals-section';
import { ClosingBanner } from './closing-banner';
import { HeroSection } from './hero-section';
import { InsightsSection } from './insights-section';
import { NewsletterSection } from './newsletter-section';
import { ProjectsSection } from './projects-section';
import { StoriesSection } from './stories-section';
import { usePageMeta } from '../../components/use-page-meta';

/** Home (spec §2): hero, about, priority projects, climate goals, newsletter, stories, insights, closing banner. */
const PAGE_DESCRIPTION =
  'A UK charity bringing free solar power to schools, orphanages, places of worship and health centres in Pakistan and Somaliland, so they stay open through 45-50°C heat.';

export default function HomePage() {
  usePageMeta({ description: PAGE_DESCRIPTION });
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
