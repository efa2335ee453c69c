import type { Domain } from '@steady/shared';
import { httpHandler } from '@steady/functions/platform/http';
import type { Runtime } from '@steady/functions/platform/runtime';
import { routes as health } from '@steady/functions/health/handler';
import { routes as journal } from '@steady/functions/journal/handler';
import { routes as settings } from '@steady/functions/settings/handler';
import { routes as users } from '@steady/functions/users/handler';
import { routes as support } from '@steady/functions/support/handler';
import { routes as achievements } from '@steady/functions/achievements/handler';
import { routes as habits } from '@steady/functions/habits/handler';
import { routes as insights } from '@steady/functions/insights/handler';
import { routes as aiCoach } from '@steady/functions/ai-coach/handler';
import { routes as careTeam } from '@steady/functions/care-team/handler';
import { routes as calls } from '@steady/functions/calls/handler';
import { routes as circle } from '@steady/functions/circle/handler';
import { routes as friends } from '@steady/functions/friends/handler';
import { routes as conversations } from '@steady/functions/conversations/handler';
import { routes as workspaces } from '@steady/functions/workspaces/handler';
import { routes as audit } from '@steady/functions/audit/handler';
import { routes as admin } from '@steady/functions/admin/handler';
import { routes as booking } from '@steady/functions/booking/handler';
import { routes as marketplace } from '@steady/functions/marketplace/handler';
import { routes as payments } from '@steady/functions/payments/handler';
import { routes as forms } from '@steady/functions/forms/handler';
import { routes as account } from '@steady/functions/account/handler';
import type { DomainHandler } from './gateway.js';

/** The same domain handlers the Lambdas export, bound to the local runtime; `satisfies` fails type-checking when a domain of the manifest is missing. */
export function localHandlers(runtime: Runtime): Record<Domain, DomainHandler> {
  const rt = () => runtime;
  return {
    health: httpHandler('health', health, rt),
    users: httpHandler('users', users, rt),
    journal: httpHandler('journal', journal, rt),
    settings: httpHandler('settings', settings, rt),
    support: httpHandler('support', support, rt),
    achievements: httpHandler('achievements', achievements, rt),
    habits: httpHandler('habits', habits, rt),
    insights: httpHandler('insights', insights, rt),
    aiCoach: httpHandler('aiCoach', aiCoach, rt),
    careTeam: httpHandler('careTeam', careTeam, rt),
    calls: httpHandler('calls', calls, rt),
    circle: httpHandler('circle', circle, rt),
    friends: httpHandler('friends', friends, rt),
    conversations: httpHandler('conversations', conversations, rt),
    workspaces: httpHandler('workspaces', workspaces, rt),
    audit: httpHandler('audit', audit, rt),
    admin: httpHandler('admin', admin, rt),
    booking: httpHandler('booking', booking, rt),
    marketplace: httpHandler('marketplace', marketplace, rt),
    payments: httpHandler('payments', payments, rt),
    forms: httpHandler('forms', forms, rt),
    account: httpHandler('account', account, rt),
  } satisfies Record<Domain, DomainHandler>;
}
