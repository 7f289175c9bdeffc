import type { Metadata } from 'next';
import { HomeContent } from '@/components/home/HomeContent';
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
      <HomeContent />
    </>
  );
}
