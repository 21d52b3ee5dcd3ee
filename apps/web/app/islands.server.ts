import type { ComponentType } from 'react';
import { ChooseACard } from './features/home/choose-a-card.tsx';
import { HomeGiftCards } from './features/home/gift-cards.tsx';
import { LatestArticles } from './features/home/latest-articles.tsx';
import { LatestCards } from './features/home/latest-cards.tsx';
import { Testimonials } from './features/home/testimonials.tsx';
import { WhyUs } from './features/home/why-us.tsx';
import { SiteFooter } from './features/shell/site-footer.tsx';
import { registerIslands } from './ui/island.tsx';

// What the server renders for each island (ui/island.tsx): imported by the server entry only, so these
// modules reach the browser through the islands' dynamic imports alone.
registerIslands({
  'choose-a-card': ChooseACard,
  'latest-cards': LatestCards,
  testimonials: Testimonials,
  'why-us': WhyUs,
  'gift-cards': HomeGiftCards,
  'latest-articles': LatestArticles,
  'site-footer': SiteFooter,
} as Record<string, ComponentType<never>>);
