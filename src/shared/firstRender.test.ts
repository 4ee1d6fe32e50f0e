import { afterFirstRender, holdUntilFirstRender, releaseAfterFirstRender } from './firstRender';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('firstRender gate', () => {
  afterEach(() => releaseAfterFirstRender());

  it('is open unless the app holds it (tests and stores without an app never wait)', async () => {
    expect(await settled(afterFirstRender())).toBe(true);
  });

  it('holds waiting calls until the first render is released, then lets every one go', async () => {
    holdUntilFirstRender();
    const first = afterFirstRender();
    const second = afterFirstRender();
    expect(await settled(first)).toBe(false);
    releaseAfterFirstRender();
    expect(await settled(first)).toBe(true);
    expect(await settled(second)).toBe(true);
    // Released once: later calls go at once, and a second release changes nothing.
    releaseAfterFirstRender();
    expect(await settled(afterFirstRender())).toBe(true);
  });

  it('a second hold while held keeps the same gate', async () => {
    holdUntilFirstRender();
    const waiting = afterFirstRender();
    holdUntilFirstRender();
    releaseAfterFirstRender();
    expect(await settled(waiting)).toBe(true);
  });
});
