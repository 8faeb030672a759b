import { useEffect, useRef, useState } from 'react';
import { searchLanguages, type SearchLanguage } from '../../../../../../shared/search/index-names';
import { synonymTypeLabels, type SynonymBody, type SynonymHit } from '../../../../../../shared/search/synonym';
import { Button } from '@/components/ui/button';
import { apiSend } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useApi } from '@/lib/use-api';
import { FormField } from '../../ui/form-field';
import { Panel } from '../../ui/page-parts';
import { relativeTime } from '../../ui/relative-time';
import { serverMessage } from '../../ui/notify';
import { SynonymForm } from './synonym-form';
import { SynonymPreview } from './synonym-preview';
import { describeSynonym, draftOf, emptyDraft } from './synonym-text';
import './synonyms.css';

const languageNames: Record<SearchLanguage, string> = { en: 'English', es: 'Spanish', pt: 'Portuguese' };

/** The server's field errors by field ('body.synonym.input' → 'input'), shown beside the boxes. */
function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  return Object.fromEntries(error.fieldErrors.map((f) => [f.path.replace(/^body\.(synonym\.)?/, '').split('.')[0] ?? '', f.message]));
}

/**
 * Search Management's Synonyms tab (issue 19): per language, the synonyms the index uses, added, edited and
 * deleted here and pushed to the index at once; Preview shows the top results of each query a synonym rewrites
 * without and with synonyms, and opens by itself after a save.
 */
export function SynonymsPanel() {
  const [language, setLanguage] = useState<SearchLanguage>('en');
  const list = useApi('/api/admin/search/synonyms', { query: { language } });
  const [editing, setEditing] = useState<SynonymHit | null>(null);
  const [previewing, setPreviewing] = useState<SynonymHit | null>(null);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const previewRef = useRef<HTMLDivElement>(null);
  // A Preview pressed far down the list (on a phone, a long way) shows its panel where the eye is taken.
  useEffect(() => {
    if (previewing) previewRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [previewing]);
  const submit = async (body: SynonymBody) => {
    setPending(true);
    setErrors({});
    try {
      const saved = editing
        ? await apiSend('PUT', '/api/admin/search/synonyms/{language}/{objectID}', { params: { language, objectID: editing.objectID }, body })
        : await apiSend('POST', '/api/admin/search/synonyms', { body: { language, synonym: body } });
      toast({ title: editing ? 'Synonym Saved' : 'Synonym Added', description: `${describeSynonym(saved.synonym)}: searches in ${languageNames[language]} use it now.`, variant: 'success' });
      setEditing(null);
      setPreviewing(saved.synonym);
      await list.mutate();
      return true;
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to save the synonym', variant: 'destructive' });
      return false;
    } finally {
      setPending(false);
    }
  };
  const remove = async (hit: SynonymHit) => {
    if (!window.confirm(`Delete the synonym “${describeSynonym(hit)}”?`)) return;
    try {
      await apiSend('DELETE', '/api/admin/search/synonyms/{language}/{objectID}', { params: { language, objectID: hit.objectID } });
      toast({ title: 'Synonym Deleted', description: describeSynonym(hit), variant: 'success' });
      if (previewing?.objectID === hit.objectID) setPreviewing(null);
      if (editing?.objectID === hit.objectID) setEditing(null);
      await list.mutate();
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to delete the synonym', variant: 'destructive' });
    }
  };
  const synonyms = list.data?.synonyms ?? [];
  return (
    <>
      <Panel title={editing ? `Edit synonym ${editing.objectID}` : 'Add a synonym'}>
        <div className="synonym-language">
          <FormField label="Language" hint="Each language's index has its own synonyms.">
            <select
              value={language}
              onChange={(e) => {
                setLanguage(e.currentTarget.value as SearchLanguage);
                setEditing(null);
                setPreviewing(null);
              }}
            >
              {searchLanguages.map((l) => (
                <option key={l} value={l}>
                  {languageNames[l]}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <SynonymForm key={`${language}:${editing?.objectID ?? 'new'}`} initial={editing ? draftOf(editing) : emptyDraft} editing={editing?.objectID ?? null} pending={pending} errors={errors} onSubmit={submit} onCancel={() => setEditing(null)} />
      </Panel>
      {previewing && (
        <div ref={previewRef}>
        <Panel title={`Preview: ${describeSynonym(previewing)}`} actions={<Button variant="ghost" onClick={() => setPreviewing(null)}>Close Preview</Button>}>
          <SynonymPreview key={`${language}:${JSON.stringify(previewing)}`} synonym={previewing} language={language} />
        </Panel>
        </div>
      )}
      <Panel title={`${languageNames[language]} synonyms`} actions={list.data ? <span className="muted">{synonyms.length} of {list.data.limit}</span> : undefined}>
        {list.error ? (
          <p className="field-error">Failed to load the synonyms. <Button variant="ghost" onClick={() => void list.mutate()}>Try again</Button></p>
        ) : !list.data ? (
          <p className="muted">Loading…</p>
        ) : synonyms.length === 0 ? (
          <p className="muted">No synonyms in this language yet.</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table synonym-table">
              <caption className="sr-only">Synonyms of the {languageNames[language]} index, newest change first</caption>
              <thead>
                <tr>
                  <th scope="col">Synonym</th>
                  <th scope="col">Type</th>
                  <th scope="col">Updated</th>
                  <th scope="col">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {synonyms.map(({ synonym, updatedAt, updatedBy }) => (
                  <tr key={synonym.objectID}>
                    <td data-label="Synonym">
                      <span className="synonym-words">{describeSynonym(synonym)}</span>
                      <span className="muted synonym-id">{synonym.objectID}</span>
                    </td>
                    <td data-label="Type">{synonymTypeLabels[synonym.type]}</td>
                    <td data-label="Updated" title={updatedAt}>
                      {relativeTime(updatedAt)}
                      {updatedBy ? <span className="muted"> by {updatedBy}</span> : null}
                    </td>
                    <td className="synonym-actions admin-cell-actions">
                      <Button variant="ghost" onClick={() => setPreviewing(synonym)} aria-label={`Preview ${synonym.objectID}`}>
                        Preview
                      </Button>
                      <Button variant="ghost" onClick={() => setEditing(synonym)} aria-label={`Edit ${synonym.objectID}`}>
                        Edit
                      </Button>
                      <Button variant="ghost" onClick={() => void remove(synonym)} aria-label={`Delete ${synonym.objectID}`}>
                        Delete
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
    </>
  );
}
