import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { relative, root, sourceFiles } from './sources';

/*
 * Where a staff route goes (docs/architecture.md): each domain's staff plugins in its own `staff-routes.ts` (the
 * staff's own domain names its files `*-routes.ts` in server/staff), every one of them listed in server/staff-routes.ts,
 * and that list registered once, in the one staff scope whose hooks sign staff in and keep ADMIN routes to ADMINs.
 * So no plugin can reach the app around the scope, and none says who may call it.
 */

const serverFiles = sourceFiles(path.join(root, 'server')).filter((file) => !/\.test\.ts$/.test(file) && !relative(file).includes('/testing/'));
const textOf = (file: string) => readFileSync(file, 'utf8');

function importsOf(file: string): string[] {
  return ts
    .preProcessFile(textOf(file), true, true)
    .importedFiles.map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.resolve(path.dirname(file), specifier))
    .flatMap((base) => [`${base}.ts`, base].filter((candidate) => existsSync(candidate) && candidate.endsWith('.ts')).slice(0, 1))
    .map(relative);
}

const isStaffPluginFile = (file: string) => /^server\/(?!staff-routes\.ts$).+\/staff-routes\.ts$/.test(file) || /^server\/staff\/[a-z-]+-routes\.ts$/.test(file);
const importersOf = (target: (file: string) => boolean) =>
  serverFiles.flatMap((file) => importsOf(file).filter(target).map((imported) => `${relative(file)} -> ${imported}`));

describe('the staff routes', () => {
  it('are plugins in the domains’ staff-routes.ts files, imported only by the list in server/staff-routes.ts', () => {
    const staffPluginFiles = serverFiles.map(relative).filter(isStaffPluginFile);
    expect(staffPluginFiles.length).toBeGreaterThan(15);
    expect(importersOf(isStaffPluginFile).filter((edge) => !edge.startsWith('server/staff-routes.ts -> '))).toEqual([]);
    // Every file of plugins is in the list.
    const listed = new Set(importsOf(path.join(root, 'server/staff-routes.ts')));
    expect(staffPluginFiles.filter((file) => !listed.has(file))).toEqual([]);
  });

  it('are registered once, as the lists of the one staff scope', () => {
    expect(importersOf((file) => file === 'server/staff-routes.ts')).toEqual(['server/app.ts -> server/staff-routes.ts']);
    expect(importersOf((file) => file === 'server/http/staff-scope.ts')).toEqual(expect.arrayContaining(['server/app.ts -> server/http/staff-scope.ts']));
    const app = textOf(path.join(root, 'server/app.ts'));
    expect(app.match(/register\((?:named\()?staffScope\b/g)).toHaveLength(1);
  });

  it('say nothing of who may call them: only the staff scope checks a staff role', () => {
    const roleChecks = serverFiles
      .filter((file) => isStaffPluginFile(relative(file)))
      .filter((file) => /\brole\s*[!=]==|addHook\(\s*'onRequest'|adminOnly|auth:\s*'staff'/.test(textOf(file)))
      .map(relative);
    expect(roleChecks).toEqual([]);
  });
});
