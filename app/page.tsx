import type { Metadata } from 'next';
import { HomeIntro } from '@/components/home/HomeIntro';
import { Header } from '@/components/layout/Header';
import { DEFAULT_DESCRIPTION, SITE_NAME } from '@/lib/site';

export const metadata: Metadata = {
  title: { absolute: SITE_NAME },
  description: DEFAULT_DESCRIPTION,
  alternates: { canonical: '/' },
};

export default function HomePage() {
  return (
    <>
      <Header currentUrl="/" />
      <HomeIntro />
    </>
  );
}
