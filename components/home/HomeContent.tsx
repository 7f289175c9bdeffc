import { getContentTree } from '@/lib/content';
import { documentationSections } from '@/lib/navigation';
import { MAIN_CONTENT_ID } from '@/lib/site';
import { Cube } from './Cube';
import { HomeWalkthrough } from './HomeWalkthrough';
import { PartnerBanner } from './PartnerBanner';
import { RotatingWord } from './RotatingWord';
import { SupportSection } from './SupportSection';

/** The home page: headline and cube, the sections of the documentation, the example, support and partner. */
export function HomeContent() {
  const tree = getContentTree();
  // Each section by its label in the section row ("API", not its index page's "Introduction").
  const doors = documentationSections(tree).map((section) => ({
    ...section,
    description: tree.pages.get(section.url)?.description,
  }));
  return (
    <main id={MAIN_CONTENT_ID} className="home">
      <section className="home-hero">
        <Cube />
        <h1>
          bundle your <RotatingWord />
        </h1>
        <p>
          webpack takes the modules of your application, with their dependencies, and turns them into static
          files a browser can load.
        </p>
      </section>
      <section className="home-doors" aria-labelledby="home-doors-title">
        <h2 id="home-doors-title">Read the documentation</h2>
        <ul>
          {doors.map((door) => (
            <li key={door.url}>
              <a href={door.url}>
                <strong>{door.title}</strong>
                {door.description ? <span>{door.description}</span> : null}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <HomeWalkthrough />
      <SupportSection />
      <PartnerBanner />
    </main>
  );
}
