// Lint rules that carry the house style (STYLE.md): import boundaries between folders, small
// files, `import type`, no `any`. The max-lines exception list below may only shrink.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';

const features = ['src/auth', 'src/attendee', 'src/staff', 'src/sponsor', 'src/admin'];
/** The outbox wing's page side (src/outbox) is shared: features read its rows and hooks. */
const shared = [
  'src/api',
  'src/session',
  'src/hooks',
  'src/deferred',
  'src/award',
  'src/install',
  'src/offline',
  'src/outbox',
  'src/realtime',
  'src/ui',
  'src/lib',
];
/** The floor: compiled into sw/ too (WebWorker lib), so no React and no page globals. */
const floor = ['src/offline', 'src/outbox/shared', 'src/lib'];

/** DESIGN.md §2 names react-router-dom; react-router is only its dependency. */
const routerImport = {
  name: 'react-router',
  message: 'Import the router from react-router-dom (DESIGN.md §2).',
};

/** The app's links are its own (src/ui/link.tsx): react-router-dom's carry framework mode's code. */
const routerLinks = {
  name: 'react-router-dom',
  importNames: ['Link', 'NavLink', 'LinkProps', 'NavLinkProps'],
  message: 'Import Link and NavLink from src/ui/link.tsx (DESIGN.md §7, issue 24).',
};

/**
 * The server draws pages with React's edge build (src/prerender.tsx): the Node build's first render
 * starts an AsyncLocalStorage, which on Node 20 hooks every promise of the process for good (each
 * await ~3× the CPU after it, and GET /api/leaderboard at 40 % of a bare route after one drawn page).
 */
const reactNodeServer = [
  'react-dom/static',
  'react-dom/static.node',
  'react-dom/server',
  'react-dom/server.node',
].map((name) => ({
  name,
  message: 'Draw pages with react-dom/static.edge: the Node build hooks every promise (DESIGN.md §7).',
}));

const featureZones = features.map((target) => ({
  target,
  from: [...features.filter((f) => f !== target), 'src/app'],
  message: 'Features never import each other or app/ (STYLE.md).',
}));

/** The attendee's screen families; pieces two of them need live in src/attendee/shared or ui/. */
const attendeeFamilies = [
  'attendee-page',
  'badges',
  'games',
  'identifier',
  'leaderboard',
  'profile',
  'store',
  'venue',
].map((family) => `src/attendee/${family}`);

const attendeeZones = [
  ...attendeeFamilies.map((target) => ({
    target,
    from: attendeeFamilies.filter((f) => f !== target),
    message: 'Attendee screen families never import each other; share through attendee/shared or ui/.',
  })),
  {
    target: 'src/attendee/shared',
    from: attendeeFamilies,
    message: 'attendee/shared never imports a screen family.',
  },
];

/** Files allowed over max-lines, each with a TODO and a date. This list may only shrink. */
// The server's rooms (server/<room>/): pure rules in rules.ts, *-rules.ts and rules/ (and the
// shared ones in server/domain); the I/O beside them in routes (*routes.ts), repositories
// (*repo.ts), server/db and server/plugins.
const serverRules = [
  'server/domain/**',
  'server/*/rules.ts',
  'server/*/*-rules.ts',
  'server/*/rules/**',
  'server/achievements/names.ts',
  'server/transfer/csv.ts',
  'server/transfer/csv-read.ts',
];
const serverIo = ['server/db/**', 'server/plugins/**', 'server/*/*routes.ts', 'server/*/*repo.ts'];

const maxLinesExceptions = [];

/**
 * The files whose every string a person reads is a message (issue 24, src/i18n): a string literal
 * there that is not fails lint. The port adds each folder as it lands; what is left out is not yet
 * translated. Strings that are not words (class names, paths, keys, CSS, ids), literal types and
 * the calls below are allowed.
 */
const translatedFiles = [
  'src/i18n/**',
  'src/{app,ui,install,realtime,deferred,outbox,lib,programme,sponsor,staff,admin}/**',
  'src/{auth,session,offline,hooks,award}/**',
  'src/api/{badges,errors,profile,programme-stars,redeems,store,visits}.ts',
  'src/attendee/{profile,identifier,attendee-page,venue,shared,games,badges,leaderboard,store}/**',
];
const unlocalizedStrings = [
  'error',
  {
    useTsTypes: true,
    ignore: [
      // No letters, one lowercase token (a key, a class, an event name), a path, a URL, a MIME type,
      // CSS, a date or number pattern.
      '^[^A-Za-z]*$',
      '^[a-z][A-Za-z0-9]*([-_.:/][A-Za-z0-9]+)*$',
      '^[a-z-]+/[a-z0-9.+*-]+$',
      '^(https?:|mailto:|tel:|data:|blob:|/|\\.|#|\\?|&)',
      '^[A-Z][A-Z0-9_]+$',
      '^[a-z-]+\\(',
      '^--',
      // A cache key's prefix (`console-badges:${userKey}`) and an API path (`api/admin/…`).
      '^[a-z][a-z-]*:+$',
      '^api/',
    ],
    ignoreNames: [
      {
        regex: {
          pattern:
            '^(className|class|key|id|type|role|name|to|href|src|rel|target|method|accept|autoComplete|inputMode|enterKeyHint|htmlFor|lang|dir|pattern|mode|kind|variant|tone|size|status|section|style|testId|data-[\\w-]+|aria-(controls|describedby|labelledby|live|current|haspopup|hidden|expanded|pressed|selected|invalid|owns)|[a-z]+(Key|Id|Path|Url|Name|Class|ClassName|Type|Kind|Mode|Tone|Event|Pattern))$',
        },
      },
      { regex: { pattern: '^[A-Z_0-9]+$' } },
    ],
    ignoreFunctions: [
      'console.*',
      'Error',
      'TypeError',
      'RangeError',
      'URL',
      'URLSearchParams',
      'searchParams.*',
      '*.get',
      '*.set',
      '*.has',
      '*.delete',
      '*.append',
      '*.startsWith',
      '*.endsWith',
      '*.includes',
      '*.split',
      '*.join',
      '*.replace',
      '*.addEventListener',
      '*.removeEventListener',
      '*.querySelector',
      '*.querySelectorAll',
      '*.getItem',
      '*.setItem',
      '*.removeItem',
      '*.matchMedia',
      '*.createElement',
      '*.setAttribute',
      '*.getAttribute',
      '*.postMessage',
      'document.*',
      'navigator.*',
      'fetch',
      'Intl.*',
      'import',
      'require',
      // Wire-parsing labels (src/api/wire.ts): they name a field in an error, not words shown.
      'fieldsOf',
      'asObject',
      'asArray',
      'asNumber',
      'asString',
      'WireError',
    ],
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'server/db/migrations', 'public', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    // The import rules follow .ts files (and #contract/* through package.json "imports").
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-alert': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            ...attendeeZones,
            {
              target: shared,
              from: [...features, 'src/app'],
              message: 'Shared folders never import features or app/.',
            },
            {
              target: 'src/ui',
              from: ['src/api', 'src/session', 'src/hooks', 'src/award', 'src/install'],
              message: 'ui/ holds presentational pieces: no data access (STYLE.md).',
            },
            {
              target: 'src/api',
              from: ['src/session', 'src/hooks', 'src/deferred', 'src/award', 'src/install', 'src/ui'],
              message: 'api/ holds resource clients only: no React context, hooks or UI.',
            },
            {
              target: floor,
              from: ['src/api', 'src/ui', 'src/realtime', 'src/main.tsx'],
              message:
                'The floor (offline/, outbox/shared/, lib/) imports only itself, so sw/ can import it.',
            },
            {
              target: floor,
              from: 'src/outbox',
              except: ['./shared'],
              message: 'The floor imports only itself: the outbox page side is above it.',
            },
            { target: 'server', from: ['src', 'sw'], message: 'server/ never imports src/ or sw/.' },
            {
              target: serverRules,
              from: serverIo,
              message:
                "Rules (server/domain, a room's rules.ts, *-rules.ts, rules/) are pure: they never import the database, routes or plugins.",
            },
            {
              target: 'server/realtime',
              from: serverIo,
              message:
                'server/realtime gets what it reads injected (app.ts): no database, routes or plugins.',
            },
            {
              target: 'sw',
              from: ['src/app', ...features, 'src/api', 'src/ui', 'src/realtime'],
              message: 'sw/ imports only the floor: src/offline, src/outbox/shared and src/lib.',
            },
            {
              target: 'sw',
              from: 'src/outbox',
              except: ['./shared'],
              message: 'sw/ imports only the floor: src/outbox/shared, not the outbox page side.',
            },
          ],
        },
      ],
    },
  },
  {
    files: floor.map((folder) => `${folder}/**`),
    rules: {
      'no-restricted-imports': ['error', { paths: ['react', 'react-dom'], patterns: ['react/*'] }],
      'no-restricted-globals': ['error', 'window', 'document', 'location', 'localStorage', 'sessionStorage'],
    },
  },
  {
    files: ['src/**', 'sw/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [routerImport, routerLinks, ...reactNodeServer],
          patterns: [
            {
              group: ['#contract/*', '!#contract/constants', '!#contract/paths', '!#contract/refusals'],
              allowTypeImports: true,
              message: 'The client may import contract schemas as types only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Type-aware rules: the project service finds each file's tsconfig (src, sw, server, tests, node).
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // An import cycle fails lint: the picture holds only while imports go one way. A lazy screen
    // (a dynamic import of the route table) importing the table's helpers back is allowed.
    files: ['src/**', 'server/**', 'sw/**'],
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    files: translatedFiles,
    plugins: { lingui },
    rules: { 'lingui/no-unlocalized-strings': unlocalizedStrings },
  },
  {
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [routerImport] }] },
  },
  {
    files: ['server/plugins/fastify-augment.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  ...maxLinesExceptions,
);
