import { PRODUCT } from '@xmates/domain';
import { StaticPage } from './static-page';

export const AboutPage = () => (
  <StaticPage
    title={`About ${PRODUCT.name}`}
    description={`${PRODUCT.name} (${PRODUCT.tagline}) is a community-run library of links to videos hosted elsewhere, for adults only.`}
  />
);
export const TermsPage = () => (
  <StaticPage
    title="Terms of use"
    description="The terms of use (Australian law, effective 19 August 2025), including the 18+ requirement and what content is allowed."
  />
);
export const PrivacyPage = () => (
  <StaticPage
    title="Privacy policy"
    description="What we collect, why, how long we keep it and how to reach us about your data."
  />
);
export const ParentalControlsPage = () => (
  <StaticPage
    title="Parental controls"
    description="Quick steps, device guides, network filters and resources that help keep adult content away from children."
  />
);
export const FaqPage = () => (
  <StaticPage
    title="FAQ"
    description="Answers about likes and dislikes, favorites, reporting broken links and the badges you can earn."
  />
);
export const DataDeletionPage = () => (
  <StaticPage
    title="Data deletion"
    description="How to ask us to delete your account data, what is deleted and how long it takes (at most 30 days)."
  />
);
