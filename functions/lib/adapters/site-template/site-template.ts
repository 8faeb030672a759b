/** The SPA's built index.html, which server-rendered pages are poured into: the web bucket on AWS, web/dist locally. */
export interface SiteTemplate {
  read(): Promise<string>;
}
