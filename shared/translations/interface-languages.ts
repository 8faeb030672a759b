/**
 * The languages every storefront string exists in: the web's message sets are typed to carry exactly these, and a unit
 * test checks each set at run time (web/src/lib/i18n/messages-complete.test.ts). A language staff add is offered to
 * shoppers only when it is active and in this list (issue 18: only when its interface strings are complete).
 */
export const interfaceLanguages = ['en', 'es', 'pt'] as const;

/** Whether a language's interface strings are all there. */
export const hasInterfaceStrings = (code: string): boolean => (interfaceLanguages as readonly string[]).includes(code);
