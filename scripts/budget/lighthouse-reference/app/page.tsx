/** A heading and a paragraph: the page's weight is Next's runtime and nothing else. */
export default function Page() {
  return (
    <main>
      <h1>Lighthouse reference</h1>
      <p>This page has no content of its own, so its scores show what the machine allows.</p>
    </main>
  );
}
