import { ImageSourcesSchema } from './catalogue.ts';
import { ArticleSummarySchema, TestimonialSchema } from './config.ts';
import { GiftCardSummarySchema } from './gift-cards.ts';
import * as z from './zod.ts';

export const HeroSlideSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  content: z.string(),
  ctaLabel: z.string(),
  ctaLink: z.string(),
  className: z.string().nullable(),
  bgColor: z.string(),
  imagery: z.object({ mobile: ImageSourcesSchema, desktop: ImageSourcesSchema }),
});
export type HeroSlide = z.infer<typeof HeroSlideSchema>;

/** The homepage's own data: hero slides for the region, testimonials, latest articles, gift cards. */
export const HomeSchema = z.object({
  heroSlides: z.array(HeroSlideSchema),
  testimonials: z.array(TestimonialSchema),
  articles: z.array(ArticleSummarySchema),
  giftCards: z.array(GiftCardSummarySchema),
});
export type Home = z.infer<typeof HomeSchema>;
