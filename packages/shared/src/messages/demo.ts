/** Demo and staging servers say what they are on every page (decision 012, decision 039). */
export const DEMO_MESSAGES = {
  banner:
    'Demo server: the demo accounts and their passwords are public and anyone can sign in with them. Do not enter real personal details or payments.',
  accountsRefused: 'Demo accounts are turned off on this server.',
} as const;

/** What a production server runs without, allowed explicitly for staging (ALLOW_*_IN_PRODUCTION). */
export const STAGING_ALLOWANCES = ['testPayments', 'devMailbox', 'plainHttp'] as const;
export type TStagingAllowance = (typeof STAGING_ALLOWANCES)[number];

/** The banner's words for each allowance a staging server runs with. */
export const STAGING_MESSAGES: Record<TStagingAllowance, string> & { title: string } = {
  title: 'Staging server.',
  testPayments: 'Payments are simulated: no money is taken and orders are not real.',
  devMailbox: 'Emails are not sent: they wait in the admin mailbox.',
  plainHttp: 'This address is not https: do not enter real passwords.',
};
