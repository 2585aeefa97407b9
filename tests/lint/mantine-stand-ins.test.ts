/**
 * The browser build's two Mantine rewrites (scripts/vite/mantine-stand-ins.ts), proven by
 * bundling AppShell and Table as the app imports them: the header takes the scroll lock's class
 * name from react-remove-scroll-bar's constants instead of importing react-remove-scroll, and no
 * ScrollArea comes with Table. A Mantine that changed either module stops the build.
 */
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { mantineStandIns, STAND_INS } from '../../scripts/vite/mantine-stand-ins';
import { bundleModule } from './bundle-module';

const ENTRY = '/project/src/app/shell/entry.ts';

/** AppShell and Table bundled with `plugin`: Mantine's modules in, what they import left out. */
const bundle = (plugin: Plugin) =>
  bundleModule({
    path: ENTRY,
    source: 'export { AppShell, Table } from "@mantine/core";',
    plugins: [plugin],
    bundled: /^@mantine\/core$|@mantine[\\/]core[\\/]esm/,
  });

describe("the build's Mantine rewrites", () => {
  it('leaves react-remove-scroll and ScrollArea out of AppShell and Table', async () => {
    const code = await bundle(mantineStandIns());
    expect(code).toContain('react-remove-scroll-bar/constants');
    expect(code).not.toMatch(/from ["']react-remove-scroll["']/);
    expect(code).toContain('Table.ScrollContainer is not part of this build');
    expect(code).not.toContain('ScrollAreaRoot');
  }, 60_000);

  it('stops the build when what it replaces is gone', async () => {
    const changed = STAND_INS.map((rewrite) => ({ ...rewrite, find: `${rewrite.find} // gone` }));
    await expect(bundle(mantineStandIns(changed))).rejects.toThrow(/changed: update/);
    const unused = [...STAND_INS, { module: /never-a-module\.mjs$/, find: '', replace: '' }];
    await expect(bundle(mantineStandIns(unused))).rejects.toThrow(/no longer has/);
  }, 60_000);
});
