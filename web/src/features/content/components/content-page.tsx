import { useEffect, useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { getHref } from '@/config/paths';
import { formatDate } from '@/lib/i18n/format-date';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { usePublicOrigin } from '@/lib/ssr-hints';
import { useDocumentHead } from '@/lib/use-document-head';
import { fillFacts, type ContentBlock, type ContentDocument, type LocalizedDocument } from '../content-document';
import { contentMessages } from '../messages';
import { policyFacts } from '../policy-facts';
import '../content.css';
import { RichText } from './rich-text';

/** The routes of the help and policy pages. */
export type ContentPath = 'help' | 'contact' | 'refundPolicy' | 'privacy' | 'terms' | 'cookies';

export interface ContentPageProps {
  document: LocalizedDocument;
  /** The page's own route, for its canonical link. */
  path: ContentPath;
  /** When the text last changed (ISO date), shown under the heading. */
  updated: string;
}

/** A help or policy page in the visitor's language: its title, description and canonical link, a contents list and its sections. */
export function ContentPage({ document, path, updated }: ContentPageProps) {
  const t = useMessages(contentMessages);
  const { language } = usePreferences();
  const doc = useMemo(() => filled(document[language]), [document, language]);
  const origin = usePublicOrigin();
  useDocumentHead({ description: doc.description, robots: 'index,follow', canonicalUrl: `${origin}${getHref(path)}` });
  useScrollToHash();

  return (
    <article className="content-page">
      <title>{t('documentTitle', { title: doc.title })}</title>
      <header className="content-header">
        <h1>{doc.title}</h1>
        <p className="content-lead">
          <RichText text={doc.lead} />
        </p>
        <p className="content-updated muted">{t('lastUpdated', { date: formatDate(updated, language) ?? updated })}</p>
      </header>
      <nav className="content-toc" aria-labelledby="content-toc-heading">
        <h2 id="content-toc-heading">{t('onThisPage')}</h2>
        <ol>
          {doc.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="content-body">
        {doc.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`}>{section.heading}</h2>
            {section.blocks.map((block, i) => (
              <Block key={i} block={block} />
            ))}
          </section>
        ))}
        {path !== 'contact' && (
          <aside className="content-more">
            <p>{t('moreHelp')}</p>
            <Link to={getHref('contact')} className={buttonVariants.secondary}>
              {t('contactSupport')}
            </Link>
          </aside>
        )}
      </div>
    </article>
  );
}

function Block({ block }: { block: ContentBlock }) {
  if (typeof block === 'string') {
    return (
      <p>
        <RichText text={block} />
      </p>
    );
  }
  if ('list' in block || 'steps' in block) {
    const items = 'list' in block ? block.list : block.steps;
    const List = 'list' in block ? 'ul' : 'ol';
    return (
      <List className={'steps' in block ? 'content-steps' : undefined}>
        {items.map((item, i) => (
          <li key={i}>
            <RichText text={item} />
          </li>
        ))}
      </List>
    );
  }
  return (
    <details className="content-question">
      <summary>{block.question}</summary>
      {block.answer.map((paragraph, i) => (
        <p key={i}>
          <RichText text={paragraph} />
        </p>
      ))}
    </details>
  );
}

/** The document with the store's facts written into every text. */
function filled(doc: ContentDocument): ContentDocument {
  const fill = (text: string) => fillFacts(text, policyFacts);
  return {
    title: fill(doc.title),
    description: fill(doc.description),
    lead: fill(doc.lead),
    sections: doc.sections.map((section) => ({
      ...section,
      heading: fill(section.heading),
      blocks: section.blocks.map((block) =>
        typeof block === 'string'
          ? fill(block)
          : 'list' in block
            ? { list: block.list.map(fill) }
            : 'steps' in block
              ? { steps: block.steps.map(fill) }
              : { question: fill(block.question), answer: block.answer.map(fill) },
      ),
    })),
  };
}

/** A link such as /help#faq lands on its section once the page has rendered, and an anchor's question opens. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = globalThis.document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
  }, [hash]);
}
