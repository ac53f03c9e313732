/** The service console's tabs (SPEC §2); the first is the default. */
export const serviceTabs = [
  { id: 'tenants', label: 'Tenants', icon: 'building', description: 'Every parent tenant with its plan, usage and creation date.' },
  { id: 'users', label: 'Users', icon: 'users', description: 'Find users by email, grant or revoke system admin, disable accounts.' },
  { id: 'subscriptions', label: 'Subscriptions', icon: 'shield', description: 'Override or comp the plan of an organisation.' },
  { id: 'audit', label: 'Audit', icon: 'clipboard', description: 'The global audit log of the service.' },
  { id: 'outbox', label: 'Outbox', icon: 'info', description: 'What the service would have emailed: sign-in links and mail (local emulators only).' },
] as const;
