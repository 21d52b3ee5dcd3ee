import { privatePageMeta } from '../../features/account/account-meta.ts';
import { ResumePage } from '../../features/checkout/resume-page.tsx';
import type { Route } from './+types/resume';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'checkout.resume.title');
}

export default function Resume({ params }: Route.ComponentProps) {
  return <ResumePage orderRef={{ id: params.id, token: params.token }} />;
}
