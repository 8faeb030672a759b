import { describe, expect, it } from 'vitest';
import { messageProblems } from '@/lib/i18n/message-problems';
import { reviewMessages } from './review-messages';

describe('review messages', () => {
  it('have the same non-empty keys and placeholders in en, es and pt', () => {
    expect(messageProblems(reviewMessages)).toEqual([]);
  });

  it('are translated, not copied from English', () => {
    for (const language of ['es', 'pt'] as const) {
      const copied = Object.entries(reviewMessages.en).filter(([key, text]) => reviewMessages[language][key as keyof typeof reviewMessages.en] === text);
      expect(copied.map(([key]) => key), language).toEqual([]);
    }
  });
});
