import { readFile } from 'node:fs/promises';
import type { SiteTemplate } from './site-template';

/** The embedded default: the index.html Vite wrote to web/dist. */
export class FileSiteTemplate implements SiteTemplate {
  constructor(private readonly path: string) {}

  read(): Promise<string> {
    return readFile(this.path, 'utf8');
  }
}
