import type { AutoTranslateResult } from '../../shared/translations/language-views';
import type { Deps } from '../lib/deps';
import { catalogueLanguage } from './catalogue-language';
import { noTranslatorMessage } from './languages';
import { machineTranslation } from './machine-translation';

/**
 * Auto-translate Missing. Without a configured service (one machine, or AWS before Amazon Translate is wired) the
 * answer says so and nothing is written: a made-up translation would be worse than a missing one, which falls back to
 * English on the storefront.
 */
export async function autoTranslate(deps: Pick<Deps, 'config'>, code: string): Promise<AutoTranslateResult> {
  catalogueLanguage(code);
  const translator = machineTranslation(deps.config);
  if (!translator) return { configured: false, translated: 0, message: noTranslatorMessage };
  return { configured: true, translated: 0, message: `${translator.name} is configured, but translating in bulk is not built yet.` };
}
