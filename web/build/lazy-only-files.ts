/** The part of a built chunk (Rolldown's output, with Vite's CSS metadata) the precache selection reads. */
export interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

export type BuiltOutput = Record<string, BuiltChunk | { type: 'asset'; fileName: string }>;

/**
 * The scripts and stylesheets a page can only reach through a dynamic import of a module `leavesOut` names (the back
 * office's screens, the tracking module), and never through any other path from the entry: those the service worker
 * leaves to the network.
 */
export function lazyOnlyFiles(bundle: BuiltOutput, leavesOut: (moduleId: string) => boolean): Set<string> {
  const chunks = Object.values(bundle).filter((file): file is BuiltChunk => file.type === 'chunk');
  const reached = new Set<string>();
  const visit = (chunk: BuiltChunk | undefined) => {
    if (!chunk || reached.has(chunk.fileName)) return;
    reached.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) reached.add(css);
    for (const name of chunk.imports) visit(asChunk(bundle[name]));
    for (const name of chunk.dynamicImports) {
      const target = asChunk(bundle[name]);
      if (target && !(target.facadeModuleId && leavesOut(target.facadeModuleId))) visit(target);
    }
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);

  const left = new Set<string>();
  for (const chunk of chunks) {
    if (!reached.has(chunk.fileName)) left.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!reached.has(css)) left.add(css);
  }
  return left;
}

const asChunk = (file: BuiltOutput[string] | undefined): BuiltChunk | undefined => (file?.type === 'chunk' ? file : undefined);
