import { describe, expect, it } from 'vitest';
import { isSidebarShortcut, parseSidebarState, serialiseSidebarState, tooltipOpenDelay } from './sidebar-state';

describe('the sidebar cookie', () => {
  it.each([
    ['', null],
    ['sidebar_state=true', true],
    ['sidebar_state=false', false],
    ['theme=dark; sidebar_state=false; other=1', false],
    ['  sidebar_state = true ', true],
    ['sidebar_state=yes', null],
    ['my_sidebar_state=false', null],
  ])('reads %j as %s', (cookies, expected) => {
    expect(parseSidebarState(cookies)).toBe(expected);
  });

  it('is written for the whole site for 7 days', () => {
    expect(serialiseSidebarState(false)).toBe('sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
  });

  it.each([true, false])('reads back what it wrote (%s)', (open) => {
    expect(parseSidebarState(serialiseSidebarState(open).split(';')[0] ?? '')).toBe(open);
  });
});

describe('the sidebar shortcut', () => {
  const none = { ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
  it.each([
    ['ctrl+b', { ...none, key: 'b', ctrlKey: true }, true],
    ['meta+b', { ...none, key: 'b', metaKey: true }, true],
    ['ctrl+b with caps lock', { ...none, key: 'B', ctrlKey: true }, true],
    ['b alone', { ...none, key: 'b' }, false],
    ['ctrl+shift+b (the bookmarks bar)', { ...none, key: 'B', ctrlKey: true, shiftKey: true }, false],
    ['ctrl+alt+b', { ...none, key: 'b', ctrlKey: true, altKey: true }, false],
    ['ctrl+c', { ...none, key: 'c', ctrlKey: true }, false],
  ])('%s toggles: %s', (_name, event, expected) => {
    expect(isSidebarShortcut(event)).toBe(expected);
  });
});

describe('the collapsed-menu tooltip', () => {
  it.each([
    ['waits 700 ms when none was open', 10_000, null, 700],
    ['opens at once within 300 ms of another closing', 10_000, 9_800, 0],
    ['waits again 300 ms after another closed', 10_000, 9_700, 700],
  ])('%s', (_case, now, lastClosedAt, delay) => {
    expect(tooltipOpenDelay(now, lastClosedAt)).toBe(delay);
  });
});
