import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesReplacingModules, unitTestFolders } from '../unit-isolation';

const root = resolve(import.meta.dirname, '../..');
const unitTest = /(?<!\.integration|\.e2e)\.test\.tsx?$/;

function unitTestFiles(): string[] {
  return unitTestFolders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => unitTest.test(file) && !file.split('/').includes('node_modules'))
      .map((file) => `${folder}/${file}`),
  );
}

describe('the unit files that run isolated', () => {
  it('are exactly those that replace a module with vi.mock or vi.doMock', () => {
    const replacing = unitTestFiles().filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(root, file), 'utf8')));

    expect(replacing.sort()).toEqual([...filesReplacingModules].sort());
  });
});
