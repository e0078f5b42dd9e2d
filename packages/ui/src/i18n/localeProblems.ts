import { translatedLanguages } from './languages';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const get = (tree: Tree, key: string) =>
  key.split('.').reduce<string | Tree | undefined>((node, part) => (node as Tree | undefined)?.[part], tree);
const placeholders = (tree: Tree, key: string) =>
  [...String(get(tree, key)).matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

export interface LocaleProblemOptions {
  /** `namespace:key` entries that really are the same as English in a language ('Description' in French). */
  sameAsEnglish?: Partial<Record<string, readonly string[]>>;
}

/**
 * What is wrong with an app's string files, for its tests: `files` maps `<path>/<namespace>/<language>.json` (as
 * `import.meta.glob` gives them) to their content. A problem is a namespace missing a language, a key missing or extra
 * against English (plural forms aside), a placeholder that differs, or a string copied from English untranslated.
 */
export function localeProblems(files: Record<string, unknown>, options: LocaleProblemOptions = {}): string[] {
  const byNamespace = new Map<string, Map<string, Tree>>();
  for (const [path, content] of Object.entries(files)) {
    const [ns, file] = path.split('/').slice(-2) as [string, string];
    const languages = byNamespace.get(ns) ?? new Map<string, Tree>();
    languages.set(file.replace(/\.json$/, ''), content as Tree);
    byNamespace.set(ns, languages);
  }
  const problems: string[] = [];
  for (const [ns, languages] of byNamespace) {
    const en = languages.get('en');
    if (!en) {
      problems.push(`${ns}: no en.json`);
      continue;
    }
    const english = flatten(en);
    const englishBase = new Set(english.map(base));
    for (const lng of translatedLanguages.filter((l) => l !== 'en')) {
      const strings = languages.get(lng);
      if (!strings) {
        problems.push(`${ns}/${lng}: no ${lng}.json`);
        continue;
      }
      const own = flatten(strings);
      const ownBase = new Set(own.map(base));
      for (const key of englishBase) if (!ownBase.has(key)) problems.push(`${ns}/${lng}: missing ${key}`);
      for (const key of ownBase) if (!englishBase.has(key)) problems.push(`${ns}/${lng}: extra ${key}`);
      for (const key of english.filter((k) => own.includes(k))) {
        // A plural form may say the number in words ('منتج واحد', one product) instead of {{count}}.
        const compared = (tree: Tree) =>
          placeholders(tree, key).filter((name) => base(key) === key || name !== 'count');
        if (compared(strings).join() !== compared(en).join())
          problems.push(`${ns}/${lng}: placeholders of ${key}`);
        if (
          placeholders(en, key).length === 0 &&
          get(strings, key) === get(en, key) &&
          !options.sameAsEnglish?.[lng]?.includes(`${ns}:${key}`)
        )
          problems.push(`${ns}/${lng}: ${key} is copied from English`);
      }
    }
  }
  return problems;
}
