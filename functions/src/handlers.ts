/** Every domain's HTTP handler, by domain: the local gateway mounts these; CDK bundles one Lambda each. */
export const DOMAIN_ENTRIES = {
  health: 'health/handler.ts',
  users: 'users/handler.ts',
  journal: 'journal/handler.ts',
  settings: 'settings/handler.ts',
  support: 'support/handler.ts',
  achievements: 'achievements/handler.ts',
  habits: 'habits/handler.ts',
  insights: 'insights/handler.ts',
  coaching: 'coaching/handler.ts',
  coach: 'coach/handler.ts',
  calls: 'calls/handler.ts',
  circle: 'circle/handler.ts',
  friends: 'friends/handler.ts',
  conversations: 'conversations/handler.ts',
} as const;
