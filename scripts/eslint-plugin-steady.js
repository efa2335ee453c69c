/**
 * The project's own import rules (docs/architecture.md, "Composition root" and "Lint boundaries"),
 * on the import graph of the three source trees (functions/src, shared/src, web/src):
 *
 * - `steady/no-cycle`: no file imports itself back through a chain of imports. Type-only imports
 *   (`import type`, `export type`, `import { type A }`) are erased at build and do not count, nor do
 *   dynamic `import()`s (loaded on first use).
 * - `steady/boundaries`: layer rules over resolved paths: `{ from, disallow, allow?, message }`, regular
 *   expressions matched against repository-relative paths of the importing file and the imported one.
 *
 * The linted file's own imports come from its syntax tree; the rest of the graph is read from the
 * files as text (static `import … from` / `export … from` lines), once per lint run and file version.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TREES = ['functions/src/', 'shared/src/', 'web/src/'];
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];

const rel = (file) => path.relative(ROOT, file).split(path.sep).join('/');
const inTrees = (file) => TREES.some((t) => rel(file).startsWith(t));

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The file an import names, when it is one of the three trees' files (packages are not followed). */
function resolveImport(fromFile, specifier) {
  let base;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else if (specifier.startsWith('@/') && rel(fromFile).startsWith('web/')) base = path.join(ROOT, 'web/src', specifier.slice(2));
  else return null;
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [base, ...EXTENSIONS.map((e) => stem + e), stem + '.tsx', ...EXTENSIONS.map((e) => path.join(base, 'index' + e))];
  const found = candidates.find(isFile);
  return found && inTrees(found) ? found : null;
}

/** `{ type A, type B }`, `type X`: nothing of it is a value. */
function typeOnly(clause) {
  const c = clause.trim();
  if (/^type\s/.test(c)) return true;
  const braces = /^\{([^}]*)\}$/.exec(c);
  if (!braces) return false;
  const names = braces[1]
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((n) => /^type\s/.test(n));
}

const STATIC_IMPORT = /^[ \t]*(?:import|export)\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^[ \t]*import\s+['"]([^'"]+)['"]/gm;

const cache = new Map();

/** The files a file imports as values, read from its text. */
function valueImportsOf(file) {
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const hit = cache.get(file);
  if (hit && hit.mtime === mtime) return hit.deps;
  const text = readFileSync(file, 'utf8');
  const deps = new Set();
  for (const m of text.matchAll(STATIC_IMPORT)) {
    const clause = m[1];
    const specifier = m[2] ?? m[3];
    if (clause !== undefined && typeOnly(clause)) continue;
    const target = resolveImport(file, specifier);
    if (target) deps.add(target);
  }
  cache.set(file, { mtime, deps: [...deps] });
  return cache.get(file).deps;
}

/** A chain of value imports from `start` back to `goal`, or null. */
function pathBack(start, goal) {
  const seen = new Set([start]);
  const parent = new Map();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const next of valueImportsOf(file)) {
      if (next === goal) {
        const chain = [goal, file];
        for (let f = file; parent.has(f);) chain.push((f = parent.get(f)));
        return chain.reverse();
      }
      if (seen.has(next)) continue;
      seen.add(next);
      parent.set(next, file);
      queue.push(next);
    }
  }
  return null;
}

/** The linted file's imports, from its syntax tree: [node, specifier, isTypeOnly]. */
function importsOf(node) {
  const out = [];
  for (const stmt of node.body) {
    if ((stmt.type === 'ImportDeclaration' || stmt.type === 'ExportNamedDeclaration' || stmt.type === 'ExportAllDeclaration') && stmt.source) {
      const kind = stmt.importKind ?? stmt.exportKind;
      const specs = stmt.specifiers ?? [];
      const allTypes = kind === 'type' || (specs.length > 0 && specs.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
      out.push([stmt, stmt.source.value, allTypes]);
    }
  }
  return out;
}

const noCycle = {
  meta: { type: 'problem', schema: [], docs: { description: 'No import cycles in functions/src, shared/src, web/src (type-only imports aside).' } },
  create(context) {
    const file = context.filename;
    if (!inTrees(file)) return {};
    return {
      Program(node) {
        for (const [stmt, specifier, allTypes] of importsOf(node)) {
          if (allTypes) continue;
          const target = resolveImport(file, specifier);
          if (!target) continue;
          const chain = target === file ? [file, file] : pathBack(target, file);
          if (!chain) continue;
          const shown = [file, ...(target === file ? [] : chain)].map(rel).join(' → ');
          context.report({ node: stmt, message: `Import cycle: ${shown}. Move what both sides need into one of them, or invert the dependency (pass it in).` });
        }
      },
    };
  },
};

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Layer rules over resolved import paths.' },
    schema: [
      {
        type: 'array',
        items: {
          type: 'object',
          properties: { from: { type: 'string' }, disallow: { type: 'string' }, allow: { type: 'string' }, message: { type: 'string' } },
          required: ['from', 'disallow', 'message'],
          additionalProperties: false,
        },
      },
    ],
  },
  create(context) {
    const file = context.filename;
    if (!inTrees(file)) return {};
    const me = rel(file);
    const rules = (context.options[0] ?? []).filter((r) => new RegExp(r.from).test(me));
    if (!rules.length) return {};
    return {
      Program(node) {
        for (const [stmt, specifier] of importsOf(node)) {
          const target = resolveImport(file, specifier);
          if (!target) continue;
          const to = rel(target);
          for (const r of rules) {
            if (new RegExp(r.disallow).test(to) && !(r.allow && new RegExp(r.allow).test(to))) {
              context.report({ node: stmt, message: `${r.message} (${me} imports ${to})` });
            }
          }
        }
      },
    };
  },
};

/**
 * Comments cite what a reader of this repository can open: a doc under docs/ by name and heading,
 * never a section number of a document kept outside it (the product specification, the design notes) or an
 * issue number, which a newcomer cannot follow.
 */
const OUTSIDE_CITATION =
  /\b(?:(?:product[- ]?)?spec(?:ification)?(?:'s)? (?:section|§)\s*\d|section \d+(?:\.\d+)* of the (?:product )?spec|(?:DESIGN|STYLE|UI|product-spec)\.md|issues? #?\d+\b)/i;
const noOutsideCitations = {
  meta: {
    type: 'suggestion',
    schema: [],
    docs: { description: 'Comments cite documents in the repository, not section numbers of documents outside it or issue numbers.' },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const m = OUTSIDE_CITATION.exec(comment.value);
          if (m)
            context.report({
              loc: comment.loc,
              message: `The comment cites "${m[0]}", which is outside this repository: state the rule in the comment, or cite a doc under docs/ by name and heading.`,
            });
        }
      },
    };
  },
};

export default { meta: { name: 'eslint-plugin-steady' }, rules: { 'no-cycle': noCycle, boundaries, 'no-outside-citations': noOutsideCitations } };
