import { AboutTeaser } from './AboutTeaser';
import { HeroSection } from './HeroSection';
import { PlansCallToAction } from './PlansCallToAction';
import { ServicesSection } from './ServicesSection';
import { TrustSection } from './TrustSection';

export default function HomePage() {
  return (
    <>
      <HeroSection />
      <AboutTeaser />
      <ServicesSection />
      <TrustSection />
      <PlansCallToAction />
    </>
  );
}
