/** The SPA's built index.html, which server-rendered pages are poured into: from the SPA's bucket. */
export interface SiteTemplate {
  read(): Promise<string>;
}
