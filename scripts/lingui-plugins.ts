// The two build steps of the messages (issue 24), shared by the client build (vite.config.ts) and
// the prerender's (scripts/prerender.ts): Lingui's macros turned into runtime calls with Babel, in
// the files that import them only, and each catalog's .po file compiled to a module of compiled
// messages when a screen imports it (src/i18n/catalogs.ts).
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import type { PluginOption } from 'vite';

export function linguiPlugins(): PluginOption[] {
  const macros = defineRolldownBabelPreset({
    preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
  });
  return [babel({ presets: [macros], sourceMap: false }), lingui({ failOnCompileError: true })];
}
