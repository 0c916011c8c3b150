import type { ServerResponse } from 'node:http';

/**
 * How many answers that may be rendered for their request (a search, a filtered list: the address
 * table's `params`) an instance works on at once. Past it, the next is refused at once (a 503,
 * server/busyAnswer.ts) rather than queued: a queue of renders holds every request behind it, the
 * health probe and the kept pages included, which made a healthy instance look dead under a crowd
 * of searches (issue 53). A render costs ~25 ms of the one thread: a few at once keep the thread
 * free for everything else between them.
 */
export function renderGate(atOnce: number) {
  let rendering = 0;
  return {
    /** Takes a place until the answer ends (sent or dropped); false when none is free. */
    enter(response: ServerResponse): boolean {
      if (rendering >= atOnce) return false;
      rendering += 1;
      response.once('close', () => {
        rendering -= 1;
      });
      return true;
    },
    get rendering() {
      return rendering;
    },
  };
}

export type RenderGate = ReturnType<typeof renderGate>;
