// The route table (src/app/routes.ts) and its screens (src/app/screens.ts) as the build reads them:
// as text, since the table's modules need the app's build to run. Read by the route preloads
// (route-preloads-plugin.ts) and the precache's tags (precache-tags-plugin.ts); a row whose access
// or screen is not found fails the build there.
import fs from 'node:fs';
import path from 'node:path';
import { USER_TYPES, type UserType } from '../server/contract/constants.ts';

const ROUTES_FILE = path.resolve('src/app/routes.ts');
const SCREENS_FILE = path.resolve('src/app/screens.ts');

export type RouteRow = {
  path: string;
  /** Its screen's module (`lazyScreen(() => import('<module>'))`), absolute; undefined if not lazy. */
  screen: string | undefined;
  /** The row's text between its path and its screen: its title, menu label and access. */
  between: string;
  /** Who may open it: the user types of a signed-in route, null for anyone (public, guest). */
  userTypes: readonly UserType[] | null;
};

/** `text` with each `...name` spread replaced by the object literal its `const name` holds. */
function withSpreads(text: string, consts: ReadonlyMap<string, string>, depth = 0): string {
  if (depth > 4) throw new Error(`routeTable: spreads nested too deep in ${text}`);
  return text.replace(/\.\.\.(\w+)/g, (spread, name: string) => {
    const value = consts.get(name);
    return value === undefined ? spread : withSpreads(value, consts, depth + 1);
  });
}

/** The user types an access's text names (`{ kind: 'signed-in', types: [...] }`), null for anyone. */
export function userTypesOf(access: string, consts: ReadonlyMap<string, string>): UserType[] | null {
  const literal = withSpreads(/^\w+$/.test(access) ? (consts.get(access) ?? '') : access, consts);
  if (literal === '') throw new Error(`routeTable: no value for the access ${access}`);
  if (!/kind: 'signed-in'/.test(literal)) return null;
  const names = [...(/types: \[([^\]]*)\]/.exec(literal)?.[1]?.matchAll(/'(\w+)'/g) ?? [])].map(([, t]) => t);
  const types = USER_TYPES.filter((type) => names.includes(type));
  if (types.length === 0 || types.length !== names.length)
    throw new Error(`routeTable: unknown user types in ${literal}`);
  return types;
}

/** The rows of the route table, in its order. */
export function readRouteTable(): RouteRow[] {
  const table = fs.readFileSync(ROUTES_FILE, 'utf8');
  const strings = new Map(
    [...table.matchAll(/export const (\w+) = '([^']+)';/g)].map(([, name, value]) => [name, value]),
  );
  const consts = new Map(
    [...table.matchAll(/const (\w+) = (\{[^;]*\})(?: as const)?;/g)].map(([, name = '', value = '']) => [
      name,
      value,
    ]),
  );
  const screensText = fs.readFileSync(SCREENS_FILE, 'utf8');
  const screens = new Map(
    [...screensText.matchAll(/const (\w+) = lazyScreen\(\s*\(\) => import\('([^']+)'\)/g)].map(
      ([, name, module]) => [name, path.resolve(path.dirname(SCREENS_FILE), module ?? '')],
    ),
  );
  const routes = table.slice(table.indexOf('export const ROUTES'));
  return [...routes.matchAll(/path: (?:'([^']+)'|(\w+)),([\s\S]*?)screen: (\w+)/g)].map(
    ([, literal, name, between = '', screen]) => {
      const routePath = literal ?? strings.get(name ?? '');
      if (routePath === undefined) throw new Error(`routeTable: no value for the path ${name}`);
      const access = /access: (\w+|\{[^}]*\})/.exec(between)?.[1];
      if (access === undefined) throw new Error(`routeTable: no access for ${routePath}`);
      const userTypes = userTypesOf(access, consts);
      return { path: routePath, screen: screens.get(screen ?? ''), between, userTypes };
    },
  );
}
