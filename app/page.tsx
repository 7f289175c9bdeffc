import type { Metadata } from 'next';
import { HomeIntro } from '@/components/home/HomeIntro';
import { DEFAULT_DESCRIPTION, SITE_NAME } from '@/lib/site';

export const metadata: Metadata = {
  title: { absolute: SITE_NAME },
  description: DEFAULT_DESCRIPTION,
  alternates: { canonical: '/' },
};

export default function HomePage() {
  return <HomeIntro />;
}
