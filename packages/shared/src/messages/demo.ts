/** Demo mode's words (decision 012). */
export const DEMO_MESSAGES = {
  banner:
    'Demo server: the demo accounts and their passwords are public and anyone can sign in with them. Do not enter real personal details or payments.',
  accountsRefused: 'Demo accounts are turned off on this server.',
} as const;
