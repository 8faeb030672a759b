import type { Role } from './roles';

export interface Me {
  userId: string;
  email: string | null;
  role: Role;
  groups: string[];
}
