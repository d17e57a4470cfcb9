import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { AboutIntro } from './AboutIntro';
import { AudienceSection } from './AudienceSection';
import { ContactSection } from './ContactSection';
import { DataProtectionSection } from './DataProtectionSection';
import { HowItWorksSection } from './HowItWorksSection';
import { PlansBand } from './PlansBand';

export default function AboutPage() {
  const { hash } = useLocation();

  // The page opens at its top, or at the section its link names (/sobre-nos#contato), whose
  // heading then takes the focus: the next Tab goes on from there, not from the page's top.
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!target) {
      if (window.scrollY > 0) window.scrollTo(0, 0);
      return;
    }
    target.scrollIntoView();
    const heading = target.querySelector<HTMLElement>('h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.classList.add('outline-none');
    heading.focus({ preventScroll: true });
  }, [hash]);

  return (
    <>
      <AboutIntro />
      <AudienceSection />
      <HowItWorksSection />
      <DataProtectionSection />
      <PlansBand />
      <ContactSection />
    </>
  );
}
