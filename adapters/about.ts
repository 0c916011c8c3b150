import 'server-only';
import { z } from 'zod';
import { matchBranch, type BranchId } from '@/domain/branches';
import { hostFor } from './config';
import { readFeed } from './feeds';
import { sanitizeCmsHtml } from './html';
import { pictureFor, type Picture } from './images';
import { optionalText, reshapeEach } from './wire';

/** A branch's about-us entry. */
export interface BranchAbout {
  branch: BranchId;
  heading: string | null;
  html: string | null;
  /** The entry's picture, or a placeholder. */
  image: Picture;
}

const aboutWire = z.looseObject({
  // An entry is about a branch: one that names none is not an about entry (see recordId in wire.ts).
  brancH_NAME: optionalText.pipe(z.string()),
  heading: optionalText,
  abouT_US: optionalText,
  imagE_PATH: optionalText,
});

export function reshapeAbout(raw: unknown, hostBase: string): BranchAbout[] {
  return reshapeEach(raw, aboutWire, (wire) => {
    const branch = matchBranch(wire.brancH_NAME);
    if (!branch) return null;
    const image = pictureFor('about', wire.imagE_PATH, hostBase, wire.heading ?? 'About us')!;
    return {
      branch,
      heading: wire.heading,
      // Word-pasted entries repeat their own picture inside the text; the block shows it once.
      html: sanitizeCmsHtml(wire.abouT_US, hostBase, image.isFallback ? null : image.url),
      image,
    };
  });
}

/** The first about entry that matches the branch, or null when the feed has none. */
export async function getBranchAbout(branch: BranchId): Promise<BranchAbout | null> {
  const entries = await readFeed(
    'about',
    hostFor('about', branch),
    'api/web/aboutus',
    reshapeAbout,
  );
  return entries.find((entry) => entry.branch === branch) ?? null;
}
