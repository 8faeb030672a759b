import { TranslateClient, TranslateTextCommand } from '@aws-sdk/client-translate';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { AmazonTranslate } from './amazon-translate';

const translate = mockClient(TranslateClient);
const translator = () => new AmazonTranslate(new TranslateClient({ region: 'eu-west-1' }));

beforeEach(() => {
  translate.reset();
  translate.on(TranslateTextCommand).callsFake((input: { Text: string; TargetLanguageCode: string }) => ({ TranslatedText: `<${input.TargetLanguageCode}>${input.Text}`, SourceLanguageCode: 'en', TargetLanguageCode: input.TargetLanguageCode }));
});

describe('AmazonTranslate', () => {
  it('asks TranslateText from English into the store language and answers its text', async () => {
    expect(await translator().translate('Steam Wallet Gift Card', 'es')).toBe('<es>Steam Wallet Gift Card');
    expect(translate.commandCalls(TranslateTextCommand).map((c) => c.args[0].input)).toEqual([{ Text: 'Steam Wallet Gift Card', SourceLanguageCode: 'en', TargetLanguageCode: 'es' }]);
  });

  it('keeps the spaces around the text, which the service trims, and sends nothing for spaces alone', async () => {
    expect(await translator().translate('  Two lines\n\n', 'pt')).toBe('  <pt>Two lines\n\n');
    expect(await translator().translate(' \n ', 'pt')).toBe(' \n ');
    expect(translate.commandCalls(TranslateTextCommand)).toHaveLength(1);
  });

  it('translates a text over 10,000 bytes in pieces within the limit and joins them in order', async () => {
    const paragraphs = Array.from({ length: 4 }, (_, n) => `Paragraph ${n}. ${'Words of a long description. '.repeat(110)}`);
    const text = paragraphs.join('\n\n');
    const answer = await translator().translate(text, 'es');
    const sent = translate.commandCalls(TranslateTextCommand).map((c) => c.args[0].input.Text!);
    expect(sent.length).toBeGreaterThan(1);
    for (const piece of sent) expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(10_000);
    expect(answer.replaceAll('<es>', '')).toBe(text);
  });

  it('lets a service error through, for the caller to count the product as failed', async () => {
    translate.on(TranslateTextCommand).rejects(Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' }));
    await expect(translator().translate('Anything', 'es')).rejects.toThrow('Rate exceeded');
  });
});
