import { TranslateClient } from '@aws-sdk/client-translate';
import { traceClient } from '../../observability/tracer';
import { provider } from '../../wiring/provider';
import { AmazonTranslate } from './amazon-translate';

/**
 * Amazon Translate where the stack configures it (MACHINE_TRANSLATION=amazon-translate); null on one machine, which has
 * no translation service: Auto-translate then says so rather than invent translations.
 */
export const machineTranslatorProvider = provider({
  name: 'machineTranslator',
  requires: 'machine translation (machineTranslation)',
  allows: (n) => n.machineTranslation === true,
  build: (config) => (config.MACHINE_TRANSLATION === 'amazon-translate' ? new AmazonTranslate(traceClient(new TranslateClient({}))) : null),
});
