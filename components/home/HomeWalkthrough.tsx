import { renderMarkdown } from '@/lib/mdx/pipeline';

// Highlighted at build time by the same pipeline as the documentation pages.
const WRITE = `Split your code into modules that import what they use:

\`\`\`js title="src/greet.js"
export function greet(name) {
  return \`Hello, \${name}!\`;
}
\`\`\`

\`\`\`js title="src/index.js"
import { greet } from './greet.js';

document.body.textContent = greet('webpack');
\`\`\`
`;

const BUNDLE = `Run webpack. With no configuration it starts at \`src/index.js\`, follows every import and writes one file:

\`\`\`bash
npx webpack
\`\`\`

\`\`\`text
dist/
└── main.js   ← both modules, bundled
\`\`\`

A page then loads that file with \`<script src="dist/main.js"></script>\`. The [Getting Started](/guides/getting-started/) guide goes further.
`;

/** The home page's two-step example: write modules, then bundle them. */
export function HomeWalkthrough() {
  return (
    <section className="home-walkthrough" aria-labelledby="walkthrough-title">
      <h2 id="walkthrough-title">How it works</h2>
      <div className="home-steps">
        <div className="markdown">
          <h3>Write your code</h3>
          {/* Two short snippets: inline HTML is simpler than Prose and costs a few hundred bytes. */}
          <div
            className="prose"
            dangerouslySetInnerHTML={{
              __html: renderMarkdown(WRITE, 'components/home/HomeWalkthrough.tsx (write)'),
            }}
          />
        </div>
        <div className="markdown">
          <h3>Bundle it</h3>
          <div
            className="prose"
            dangerouslySetInnerHTML={{
              __html: renderMarkdown(BUNDLE, 'components/home/HomeWalkthrough.tsx (bundle)'),
            }}
          />
        </div>
      </div>
    </section>
  );
}
