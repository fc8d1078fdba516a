import { describe, expect, it } from 'vitest';
import { sharingRenders } from '#server/modules/pages/page-renderer.js';
import type { PageRenderer, RenderedPage } from '#shared/page-rendering.js';

/** A renderer that counts its renders and finishes each when told to. */
function slowRenderer() {
  const renders: string[] = [];
  const finishers: (() => void)[] = [];
  const renderer: PageRenderer = {
    render: (url) =>
      new Promise<RenderedPage>((resolve) => {
        renders.push(url);
        finishers.push(() =>
          resolve({
            kind: 'page',
            status: 200,
            html: `<p>${url} #${renders.length}</p>`,
            state: '{}',
          }),
        );
      }),
  };
  const finishAll = () => {
    for (const finish of finishers.splice(0)) finish();
  };
  return { renderer, renders, finishAll };
}

describe('renders shared between requests for one page', () => {
  it('answers requests arriving during a render with that render, and keeps nothing after it', async () => {
    const { renderer, renders, finishAll } = slowRenderer();
    const shared = sharingRenders(renderer);

    const first = shared.render('/');
    const second = shared.render('/');
    const other = shared.render('/about');
    expect(renders).toEqual(['/', '/about']);
    finishAll();
    expect(await second).toEqual(await first);
    expect(await other).toMatchObject({ html: '<p>/about #2</p>' });

    // Finished: the next request renders afresh, so no page is older than its request.
    const later = shared.render('/');
    finishAll();
    expect(await later).toMatchObject({ html: '<p>/ #3</p>' });
    expect(renders).toEqual(['/', '/about', '/']);
  });

  it('lets a failed render fail every request that shared it, and the next one try again', async () => {
    let calls = 0;
    const shared = sharingRenders({
      render: async () => {
        calls += 1;
        throw new Error(`render ${calls} failed`);
      },
    });
    const results = await Promise.allSettled([shared.render('/'), shared.render('/')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await expect(shared.render('/')).rejects.toThrow('render 2 failed');
  });
});
