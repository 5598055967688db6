import 'server-only';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { AccessExtension, RateLimitExtension, RateRuleExtension } from '@/lib/api-reference/document';
import { RICH_TAGS } from './rich';

type T = Awaited<ReturnType<typeof getTranslations<'ApiReference'>>>;

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;
const MIB = 1024 * 1024;

/** "minute", "10 minutes", "day" in the reader's language. */
function windowText(t: T, seconds: number): string {
  if (seconds === MINUTE) return t('window.minute');
  if (seconds === HOUR) return t('window.hour');
  if (seconds === DAY) return t('window.day');
  if (seconds % HOUR === 0) return t('window.hours', { count: seconds / HOUR });
  if (seconds % MINUTE === 0) return t('window.minutes', { count: seconds / MINUTE });
  return t('window.seconds', { count: seconds });
}

function ruleText(t: T, rule: RateRuleExtension): string {
  const window = windowText(t, rule.windowSeconds);
  return rule.unit === 'byte' ? t('limit.byteRule', { amount: `${rule.max / MIB} MiB`, window }) : t('limit.callRule', { max: rule.max, window });
}

/** Who may call an operation (its `x-access`), in the reader's language. */
export function accessText(t: T, access: AccessExtension): ReactNode {
  switch (access.kind) {
    case 'public':
      return t('accessRule.public');
    case 'user':
      return t('accessRule.user');
    case 'permission':
      return t.rich('accessRule.permission', { ...RICH_TAGS, permission: access.code });
    case 'role':
      return t.rich('accessRule.role', { ...RICH_TAGS, roles: access.roles.join(', ') });
  }
}

/** An operation's rate limit (its `x-rate-limit`): the preset's name and windows, or why it is not counted. */
export function rateLimitText(t: T, limit: RateLimitExtension): ReactNode {
  switch (limit.kind) {
    case 'none':
      return t('limit.none');
    case 'read':
      return t('limit.read');
    case 'own':
      return t.rich('limit.own', { ...RICH_TAGS, name: limit.name });
    case 'counted': {
      const rules = limit.rules.map((r) => ruleText(t, r)).join(t('listSeparator'));
      return t.rich('limit.counted', { ...RICH_TAGS, name: limit.name, rules, per: limit.per === 'user' ? t('limit.perUser') : t('limit.perCaller') });
    }
  }
}
