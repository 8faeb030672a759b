import { describe, expect, it } from 'vitest';
import { changedFields } from './staff-audit';

describe('changedFields', () => {
  it('keeps only the fields whose value changed, on both sides', () => {
    expect(changedFields({ status: 'pending', notes: 'a', tags: ['x'] }, { status: 'completed', notes: 'a', tags: ['x'] })).toEqual({
      before: { status: 'pending' },
      after: { status: 'completed' },
    });
  });

  it('compares arrays and objects by value and ignores fields left undefined', () => {
    expect(changedFields({ tags: ['x'], n: 1 }, { tags: ['x', 'y'], n: undefined })).toEqual({ before: { tags: ['x'] }, after: { tags: ['x', 'y'] } });
  });

  it('records a field that did not exist before as undefined before', () => {
    expect(changedFields<Record<string, unknown>>({}, { adminNotes: 'hello' })).toEqual({ before: { adminNotes: undefined }, after: { adminNotes: 'hello' } });
  });
});
