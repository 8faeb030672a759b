export { useSession } from './session-store';
export type { SessionState, SessionUser } from './session-store';
