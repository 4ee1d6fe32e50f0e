import { http, HttpResponse, server } from '../../mocks/node';

/**
 * Makes the first POST to `url` hang until `release()` (an upload still under way, to cancel) and
 * answers every later one at once with `{message: 'ok'}`; `posts()` counts them.
 */
export function holdFirstUpload(url: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let posts = 0;
  server.use(
    http.post(url, async () => {
      posts += 1;
      if (posts === 1) await held;
      return HttpResponse.json({ message: 'ok' });
    }),
  );
  return { release: () => release(), posts: () => posts };
}
