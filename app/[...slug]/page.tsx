import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Header } from '@/components/layout/Header';
import { ContentPage } from '@/components/page/ContentPage';
import { PrintablePage } from '@/components/page/PrintablePage';
import { generatedSegments, getContentTree, resolveUrl, urlFromSegments } from '@/lib/content';
import { routeMetadata } from '@/lib/metadata';

interface RouteProps {
  params: Promise<{ slug: string[] }>;
}

export const dynamicParams = false;

/** One route per page of content/ and per printable section. */
export function generateStaticParams() {
  return generatedSegments(getContentTree()).map((slug) => ({ slug }));
}

async function resolve({ params }: RouteProps) {
  const { slug } = await params;
  return resolveUrl(getContentTree(), urlFromSegments(slug));
}

export async function generateMetadata(props: RouteProps): Promise<Metadata> {
  const route = await resolve(props);
  return route ? routeMetadata(route) : {};
}

export default async function Page(props: RouteProps) {
  const route = await resolve(props);
  if (!route) notFound();
  const url = route.kind === 'page' ? route.page.url : `/${route.section.name}/`;
  return (
    <>
      <Header currentUrl={url} />
      {route.kind === 'page' ? <ContentPage page={route.page} /> : <PrintablePage section={route.section} />}
    </>
  );
}
