import { joinPayloadScripts, payloadScriptCount, placeExpectLink } from '@/lib/stable-html';

// A page's tail as Next writes it: the payload's start, then its chunks in two scripts.
const start = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
const chunk = (text: string) => `<script>self.__next_f.push([1,${JSON.stringify(text)}])</script>`;

describe('joinPayloadScripts', () => {
  it('joins adjacent chunks into one script that pushes the same text', () => {
    const html = `<main>page</main>${start}${chunk('0:["a",\n')}${chunk('"b"]\n')}</body>`;
    const joined = joinPayloadScripts(html);
    expect(joined).toBe(`<main>page</main>${start}${chunk('0:["a",\n"b"]\n')}</body>`);
    expect(payloadScriptCount(html)).toBe(2);
    expect(payloadScriptCount(joined)).toBe(1);
  });

  it('gives the same bytes however the payload was split', () => {
    const whole = '1:I[123,["$3"],"Prose"]\n2:["$","p",null,{"children":"x\\u003cy"}]\n';
    const splits = [
      [whole],
      [whole.slice(0, 10), whole.slice(10)],
      [whole.slice(0, 5), whole.slice(5, 40), whole.slice(40)],
    ];
    const pages = splits.map((parts) => joinPayloadScripts(`${start}${parts.map(chunk).join('')}</body>`));
    expect(new Set(pages).size).toBe(1);
  });

  it('leaves chunks apart when HTML stands between them, and other scripts alone', () => {
    const html = `${start}${chunk('a')}<div></div>${chunk('b')}<script>other()</script>`;
    expect(joinPayloadScripts(html)).toBe(html);
  });
});

describe('placeExpectLink', () => {
  const link = '<link rel="expect" href="#main-content" blocking="render"/>';
  it('puts the link at the end of the head wherever React hoisted it', () => {
    const early = `<head><meta charSet="utf-8"/>${link}<title>T</title></head><body></body>`;
    const late = `<head><meta charSet="utf-8"/><title>T</title>${link}</head><body></body>`;
    expect(placeExpectLink(early)).toBe(
      `<head><meta charSet="utf-8"/><title>T</title>${link}</head><body></body>`,
    );
    expect(placeExpectLink(late)).toBe(placeExpectLink(early));
  });

  it('leaves a page without one alone', () => {
    expect(placeExpectLink('<head></head><body></body>')).toBe('<head></head><body></body>');
  });
});
