import { declaredMembers, declaredVariables } from '@/lib/reference/declared-members';
import { parseTypings } from '@/lib/reference/typings';

const typings = parseTypings(
  'types.d.ts',
  `
declare class Thing {
  name: string;
  /** @deprecated use name */
  label: string;
  get size(): number;
  run(callback: (err?: Error) => void): void;
  run(other: number): void;
}
declare interface Known { version: string }
type Report = Known & Record<string, unknown>;
declare namespace NodeJS {
  interface Require { include(dependency: string): void }
}
declare var __answer__: number;
declare const __name__: string;
`,
);

describe('declared members', () => {
  it('reads a class’s properties, getters and methods, a method as its first signature', () => {
    expect(Object.fromEntries(declaredMembers(typings, 'Thing'))).toEqual({
      name: { type: 'string', deprecated: false },
      label: { type: 'string', deprecated: true },
      size: { type: 'number', deprecated: false },
      run: { type: '(callback: (err?: Error) => void) => void', deprecated: false },
    });
  });

  it('follows a type alias into the named types it joins, and finds an interface in a namespace', () => {
    expect([...declaredMembers(typings, 'Report').keys()]).toEqual(['version']);
    expect(declaredMembers(typings, 'Require').get('include')?.type).toBe('(dependency: string) => void');
  });

  it('names the file and the type it does not declare', () => {
    expect(() => declaredMembers(typings, 'Missing')).toThrow('types.d.ts declares no type Missing');
  });

  it('reads the variables declared at the top level', () => {
    expect(Object.fromEntries(declaredVariables(typings))).toEqual({
      __answer__: { type: 'number', deprecated: false },
      __name__: { type: 'string', deprecated: false },
    });
  });
});
