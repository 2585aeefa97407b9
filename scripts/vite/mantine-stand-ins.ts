import type { Plugin } from 'vite';

/**
 * Two Mantine modules bring the signed-in home code it never runs, about 8 KB on the wire:
 *
 * - AppShell's header and footer import react-remove-scroll (with its side-car, style singleton
 *   and scroll-bar parts) only to read the class name a locked page gives its fixed bars. The
 *   name is a constant of react-remove-scroll-bar, and the header takes it from there; Modal and
 *   Drawer still bring the whole library when they load.
 * - Table attaches its ScrollContainer, which draws a ScrollArea, and no table of ours uses it.
 *   It is replaced by a stand-in that throws if drawn: drop it from STAND_INS to use it.
 *
 * Each rewrite must find what it replaces, and each must be used by a build: a new version of
 * Mantine that changed either stops the build (vite.config.ts runs this in the browser build).
 */
interface Rewrite {
  module: RegExp;
  find: string;
  replace: string;
}

const MANTINE = String.raw`@mantine[\\/]core[\\/]esm[\\/]components[\\/]`;

export const STAND_INS: Rewrite[] = [
  {
    module: new RegExp(`${MANTINE}AppShell[\\\\/]AppShell(Header|Footer)[\\\\/]AppShell\\1\\.mjs$`),
    find: "import { RemoveScroll } from 'react-remove-scroll';",
    replace: [
      "import { zeroRightClassName } from 'react-remove-scroll-bar/constants';",
      'const RemoveScroll = { classNames: { zeroRight: zeroRightClassName } };',
    ].join('\n'),
  },
  {
    module: new RegExp(`${MANTINE}Table[\\\\/]Table\\.mjs$`),
    find: "import { TableScrollContainer } from './TableScrollContainer.mjs';",
    replace: `const TableScrollContainer = () => {
  throw new Error('Table.ScrollContainer is not part of this build: drop its stand-in from scripts/vite/mantine-stand-ins.ts to use it.');
};`,
  },
];

export function mantineStandIns(rewrites: Rewrite[] = STAND_INS): Plugin {
  const used = new Set<Rewrite>();
  return {
    name: 'mantine-stand-ins',
    apply: 'build',
    buildStart() {
      used.clear();
    },
    transform(code, id) {
      const rewrite = rewrites.find((candidate) => candidate.module.test(id.split('?')[0]!));
      if (!rewrite) return null;
      if (!code.includes(rewrite.find)) {
        throw new Error(`${id} changed: update scripts/vite/mantine-stand-ins.ts`);
      }
      used.add(rewrite);
      return { code: code.replace(rewrite.find, rewrite.replace), map: null };
    },
    buildEnd(error) {
      if (error) return;
      const unused = rewrites.filter((rewrite) => !used.has(rewrite));
      if (unused.length > 0) {
        throw new Error(
          `Mantine no longer has ${unused.map((rewrite) => rewrite.module.source).join(', ')}: update scripts/vite/mantine-stand-ins.ts`,
        );
      }
    },
  };
}
