// Everything the entry imports statically runs on every page before the first render, so it
// ships as one file. Left to itself the bundler splits that code wherever a lazy page shares a
// module (a Button, a store, a helper): the home route loaded 44 such files, whose separate
// gzip streams cost about 9 KiB more than one stream of the same code. Only the startup graph
// is grouped; what pages load lazily keeps its own chunks.
import type { Plugin } from 'vite';

interface ParsedModule {
  id: string;
  importedIds: readonly string[];
}

/** The domain workspace, which the SPA imports through its barrel of every topic. */
const DOMAIN = /[\\/]domain[\\/]src[\\/]/;

export function startupChunk(entry: string) {
  const staticImports = new Map<string, readonly string[]>();
  let startup: Set<string> | undefined;

  /**
   * The modules reachable from the entry through static imports. The walk does not go through
   * the domain barrel: it re-exports every topic, and capturing them all would keep modules that
   * tree-shaking drops otherwise (the API's request schemas, and zod with them). The domain
   * modules the startup code does use join the chunk as dependencies of their importers.
   */
  function reachable(): Set<string> {
    const seen = new Set<string>();
    const queue = [entry];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (seen.has(id) || DOMAIN.test(id)) continue;
      seen.add(id);
      queue.push(...(staticImports.get(id) ?? []));
    }
    return seen;
  }

  const plugin: Plugin = {
    name: 'startup-chunk',
    moduleParsed(info: ParsedModule) {
      staticImports.set(info.id, info.importedIds);
    },
  };
  // Chunking starts once every module is parsed: the set is computed then, once.
  const group = { name: 'startup', test: (id: string) => (startup ??= reachable()).has(id) };
  return { plugin, group };
}
