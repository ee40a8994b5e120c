import { type ConfigDoc, ZConfig } from './config.ts';

/** Where the generated table sits in the README. */
export const CONFIG_TABLE_START =
  '<!-- config-table:start (generated from apps/server/src/config.ts by npm run docs:config) -->';
export const CONFIG_TABLE_END = '<!-- config-table:end -->';

/** The README's configuration table, one row per variable of the config schema, in its order. */
export function configTable(): string {
  const rows = Object.entries(ZConfig.shape).map(([name, schema]) => {
    const doc = schema.meta() as ConfigDoc | undefined;
    if (!doc?.description || !doc.default)
      throw new Error(`${name} has no description or default in config.ts`);
    const cell = (text: string) => text.replaceAll('|', '\\|');
    return `| \`${name}\` | ${cell(doc.default)} | ${cell(doc.description)} |`;
  });
  return ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The README with its table replaced by the generated one. */
export function withConfigTable(readme: string): string {
  const start = readme.indexOf(CONFIG_TABLE_START);
  const end = readme.indexOf(CONFIG_TABLE_END);
  if (start < 0 || end < start) throw new Error('README.md has no config-table markers');
  return `${readme.slice(0, start + CONFIG_TABLE_START.length)}\n${configTable()}\n${readme.slice(end)}`;
}
