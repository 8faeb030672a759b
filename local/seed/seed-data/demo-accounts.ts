import type { Role } from '../../../shared/auth/roles';

export interface DemoAccount {
  userId: string;
  email: string;
  /** Meets the shared password policy (shared/auth/password-policy.ts), so it also works on a real pool. */
  password: string;
  role: Extract<Role, 'admin' | 'employee' | 'user'>;
  groups: string[];
  fullName: string;
  country: string;
}

/** Sign-in accounts of the local demo, printed by bin/start. Local only: never seeded on AWS. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    userId: 'usr_demo_admin',
    email: 'admin@neonkeys.local',
    password: 'Admin!2345',
    role: 'admin',
    groups: ['admin'],
    fullName: 'Avery Admin',
    country: 'US',
  },
  {
    userId: 'usr_demo_staff',
    email: 'staff@neonkeys.local',
    password: 'Staff!2345',
    role: 'employee',
    groups: ['employee'],
    fullName: 'Sam Staff',
    country: 'GB',
  },
  {
    userId: 'usr_demo_shopper',
    email: 'shopper@neonkeys.local',
    password: 'Shopper!2345',
    role: 'user',
    groups: [],
    fullName: 'Jordan Shopper',
    country: 'BR',
  },
];
