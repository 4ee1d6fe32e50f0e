import type { ApexOptions } from 'apexcharts';
import { withEscapedText } from './chartText';

const VECTOR = '<img src=x onerror=alert(1)>';
const ESCAPED = '&lt;img src=x onerror=alert(1)&gt;';
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Fn = (value: any, opts?: any) => string;

describe('withEscapedText', () => {
  it('escapes the tooltip title (the category) and the x axis tooltip by default', () => {
    const options = withEscapedText({ xaxis: { categories: [VECTOR] } });
    expect((options.tooltip!.x!.formatter as Fn)(VECTOR)).toBe(ESCAPED);
    expect((options.xaxis!.tooltip!.formatter as Fn)(VECTOR)).toBe(ESCAPED);
  });

  it("escapes a caller's formatters' results and keeps what they compute", () => {
    const options = withEscapedText({
      tooltip: { x: { formatter: (v: number) => `${v} <b>` }, y: { formatter: (v: number) => `${v}%<i>`, title: { formatter: (name: string) => `${name}<u>` } } },
    });
    expect((options.tooltip!.x!.formatter as Fn)(3)).toBe('3 &lt;b&gt;');
    const y = options.tooltip!.y as { formatter: Fn; title: { formatter: Fn } };
    expect(y.formatter(7)).toBe('7%&lt;i&gt;');
    expect(y.title.formatter('Score')).toBe('Score&lt;u&gt;');
  });

  it('escapes the series name in the tooltip and formats values as the y axis does', () => {
    const options = withEscapedText({ yaxis: { labels: { formatter: (v: number) => String(Math.round(v)) } } });
    const y = options.tooltip!.y as { formatter: Fn; title: { formatter: Fn } };
    expect(y.title.formatter(VECTOR)).toBe(`${ESCAPED}: `);
    expect(y.title.formatter('')).toBe('');
    expect(y.formatter(41.6)).toBe('42');
    expect(withEscapedText({}).tooltip!.y as unknown as { formatter: Fn }).toBeDefined();
    expect(((withEscapedText({}).tooltip!.y as { formatter: Fn }).formatter)(2.25)).toBe('2.3');
  });

  it('drops raw HTML tooltips and the y axis tooltip, and escapes every per-series tooltip', () => {
    const options = withEscapedText({
      tooltip: { custom: () => VECTOR, y: [{ formatter: () => VECTOR }, {}], z: { title: VECTOR } },
      yaxis: [{ tooltip: { enabled: true } }],
    } as ApexOptions);
    expect(options.tooltip!.custom).toBeUndefined();
    const ys = options.tooltip!.y as Array<{ formatter: Fn; title: { formatter: Fn } }>;
    expect(ys[0].formatter(1)).toBe(ESCAPED);
    expect(ys[1].title.formatter(VECTOR)).toBe(`${ESCAPED}: `);
    expect(options.tooltip!.z!.title).toBe(ESCAPED);
    expect((options.yaxis as Array<{ tooltip: { enabled: boolean } }>)[0].tooltip.enabled).toBe(false);
  });

  it('leaves the categories themselves alone: the axis draws them as SVG text', () => {
    expect(withEscapedText({ xaxis: { categories: [VECTOR] } }).xaxis!.categories).toEqual([VECTOR]);
  });
});
