import { EXTERNAL_LINK_PROPS } from '@/lib/links';
import { OPEN_COLLECTIVE_URL } from '@/lib/site';
import { SponsorsSection } from './SponsorsSection';

/** Why support matters, and the supporters who already give, by rank. */
export function SupportSection() {
  return (
    <section className="home-support" aria-labelledby="support-title">
      <h2 id="support-title">Support the Team</h2>
      <p>
        webpack is built and maintained by people who give their time to it. Contributions of code and
        documentation, donations and sponsorship pay for what volunteers cannot always cover: office hours
        where maintainers help users and each other, work on enhancements, and the documentation you are
        reading.
      </p>
      <p>
        <a className="button" href={OPEN_COLLECTIVE_URL} {...EXTERNAL_LINK_PROPS}>
          Sponsor webpack on Open Collective
        </a>
      </p>
      <SponsorsSection />
    </section>
  );
}
