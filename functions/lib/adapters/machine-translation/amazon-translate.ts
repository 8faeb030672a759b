import { TranslateTextCommand, type TranslateClient } from '@aws-sdk/client-translate';
import type { TranslatedLanguage } from '../../../../shared/catalog/translations';
import type { MachineTranslator } from './machine-translator';
import { textChunks } from './text-chunks';

/** TranslateText's limit on one call's text, in UTF-8 bytes. */
const maxTextBytes = 10_000;

/**
 * Amazon Translate's TranslateText from English. A text over the call's limit is translated piece by piece, cut at
 * paragraph and sentence ends, and joined back; leading and trailing spaces of each piece are kept, as the service trims them.
 */
export class AmazonTranslate implements MachineTranslator {
  readonly name = 'Amazon Translate';
  constructor(private readonly client: TranslateClient) {}

  async translate(text: string, to: TranslatedLanguage): Promise<string> {
    const pieces = await Promise.all(textChunks(text, maxTextBytes).map((piece) => this.translatePiece(piece, to)));
    return pieces.join('');
  }

  private async translatePiece(piece: string, to: TranslatedLanguage): Promise<string> {
    const [, lead = '', body = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(piece) ?? [];
    if (!body) return piece;
    const answer = await this.client.send(new TranslateTextCommand({ Text: body, SourceLanguageCode: 'en', TargetLanguageCode: to }));
    return `${lead}${answer.TranslatedText ?? ''}${trail}`;
  }
}
