/** The browser's local or session storage, or null where reading it throws (storage blocked, some private modes). */
export function browserStorage(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}
