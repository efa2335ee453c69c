/**
 * Fewer, larger chunks for the signed-in app's first screen (docs/performance.md, "Chunks of the first
 * signed-in screen").
 *
 * Left to itself the bundler gives every set of screens that share a module a chunk of its own. With
 * some fifty lazy screens and cards that is over two hundred chunks, most under 1.5 KB (an icon, a
 * query hook), and the dashboard loaded about 117 of them: over HTTP/1.1 (the local gateway a small
 * clinic runs) the browser fetches six at a time, so a slow phone network spent seconds on round
 * trips, and every chunk is a task of its own on the main thread.
 *
 * The plan is made from a first build with the default split (`planFromChunks`), where tree-shaking
 * has already decided which module lands in which chunk, so nothing is guessed from barrel files:
 * - **public**: the entry's static imports and everything the public pages load (statically or
 *   lazily): left as the bundler splits them, so the public pages load exactly what they did;
 * - **any-page**: what the entry loads lazily on any page (the toast viewport, the tooltip) imports,
 *   apart from what the landing and login pages import statically, in one chunk: Radix's
 *   primitives, which the signed-in screens and the register page share, were a dozen small chunks;
 * - **signed-in**: what the signed-in layout and the first screen import statically, apart from
 *   public code, in one chunk. Its modules are exactly those of the chunks the first screen loaded
 *   before, so its first load is the same code in fewer files;
 * - **signed-in-later**: what the first screen's lazy parts (its cards, the layout's drawer and live
 *   channel) import, apart from the two above, in a second chunk, loaded after the first paint.
 *
 * Each lazy module stays the facade of a chunk of its own (the router and the manifest still name
 * it), and the groups never import each other in a circle: `any-page` imports only public chunks and
 * itself, `signed-in` also `any-page`, `signed-in-later` also `signed-in`, because each group is
 * closed under static imports apart from the groups before it.
 */

/** What the plan needs of a chunk of the first build (a subset of Rolldown's `OutputChunk`). */
export interface PlannedChunk {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
}

export interface ChunkPlanOptions {
  /** The modules the router loads lazily, one per screen (and the signed-in layout). */
  routes: RegExp;
  /** Those of them a signed-out visitor sees. */
  publicRoutes: RegExp;
  /** Those of them a visitor opens first (the landing and login pages): their static imports stay as they are. */
  firstVisitRoutes: RegExp;
  /** The signed-in layout and the first screen's route module. */
  firstScreen: RegExp;
}

export type ChunkGroup = 'any-page' | 'signed-in' | 'signed-in-later';

/** Module id → the group it joins; modules not in the map are split as the bundler would. */
export function planFromChunks(chunks: readonly PlannedChunk[], options: ChunkPlanOptions): Map<string, ChunkGroup> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const facade = (chunk: PlannedChunk) => (chunk.isDynamicEntry && chunk.facadeModuleId !== null ? norm(chunk.facadeModuleId) : null);
  const isRoute = (chunk: PlannedChunk | undefined) => chunk !== undefined && options.routes.test(facade(chunk) ?? '');
  const closure = (roots: readonly PlannedChunk[], lazyToo: boolean, stop: ReadonlySet<string>): Set<string> => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || stop.has(file) || !byFile.has(file)) return;
      seen.add(file);
      const chunk = byFile.get(file)!;
      chunk.imports.forEach(visit);
      // Lazily, only the page's own parts: another screen (the signed-in app a login page preloads)
      // is that screen's load, not this page's.
      if (lazyToo) chunk.dynamicImports.filter((lazy) => !isRoute(byFile.get(lazy))).forEach(visit);
    };
    roots.forEach((chunk) => visit(chunk.fileName));
    return seen;
  };
  const facadeMatches = (pattern: RegExp) => chunks.filter((chunk) => pattern.test(facade(chunk) ?? ''));

  const entry = closure(
    chunks.filter((chunk) => chunk.isEntry),
    false,
    new Set(),
  );
  // What the entry loads lazily on any page: every lazy import of its chunks but the screens.
  const anyPage = [...entry]
    .flatMap((file) => byFile.get(file)!.dynamicImports)
    .map((file) => byFile.get(file))
    .filter((chunk): chunk is PlannedChunk => chunk !== undefined && !isRoute(chunk));
  const publicRoutes = facadeMatches(options.publicRoutes);
  const publicFiles = new Set([...entry, ...closure([...publicRoutes, ...anyPage], true, entry)]);
  // What those lazy parts import, apart from what the first pages of a visit import statically (the
  // Radix primitives of the toast viewport and the tooltip): one chunk, which those pages load only
  // with them.
  const anyPageFiles = closure(anyPage, false, new Set([...entry, ...closure(facadeMatches(options.firstVisitRoutes), false, entry)]));
  const firstRoots = facadeMatches(options.firstScreen);
  if (firstRoots.length === 0) throw new Error('chunk plan: no chunk has the first screen for its facade');
  const first = closure(firstRoots, false, publicFiles);
  const lazyRoots = [...first].flatMap((file) => byFile.get(file)!.dynamicImports).filter((file) => !first.has(file));
  const later = closure(
    lazyRoots.map((file) => byFile.get(file)).filter((chunk): chunk is PlannedChunk => chunk !== undefined),
    false,
    new Set([...publicFiles, ...first]),
  );

  // A lazily loaded module keeps its own chunk (its facade); everything else in these chunks joins the group.
  const facades = new Set(chunks.filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId).map((chunk) => chunk.facadeModuleId!));
  const plan = new Map<string, ChunkGroup>();
  const assign = (files: Set<string>, group: ChunkGroup) => {
    for (const file of files) for (const id of byFile.get(file)!.moduleIds) if (!facades.has(id)) plan.set(id, group);
  };
  assign(anyPageFiles, 'any-page');
  assign(first, 'signed-in');
  assign(later, 'signed-in-later');
  return plan;
}

const norm = (id: string) => id.replace(/\\/g, '/');
