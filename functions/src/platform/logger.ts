import { Logger } from '@aws-lambda-powertools/logger';
import { LogFormatter, LogItem } from '@aws-lambda-powertools/logger';
import type { LogAttributes, UnformattedAttributes } from '@aws-lambda-powertools/logger/types';

/**
 * Keys whose values are health information or identify a person. Their values never reach a log,
 * at any depth of any logged object (docs/architecture.md, "Conventions").
 */
const PHI_KEY = /(content|transcri|title|name|phone|password|body|text|message|prompt|answer|speech|email|notes?$|themes|token|authorization|cookie)/i;
const KEEP = new Set(['message', 'level', 'timestamp', 'service', 'errorName', 'causeName', 'errorCode', 'routeKey']);

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6) return '[depth]';
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  if (value instanceof Error) return { name: value.name };
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = PHI_KEY.test(k) && !KEEP.has(k) ? '[redacted]' : redact(v, depth + 1);
    }
    return out;
  }
  return value;
}

class PhiRedactingFormatter extends LogFormatter {
  override formatAttributes(attributes: UnformattedAttributes, additional: LogAttributes): LogItem {
    return new LogItem({
      attributes: {
        level: attributes.logLevel,
        message: attributes.message,
        timestamp: this.formatTimestamp(attributes.timestamp),
        service: attributes.serviceName,
        function_request_id: attributes.lambdaContext?.awsRequestId,
        cold_start: attributes.lambdaContext?.coldStart,
      },
    }).addAttributes(redact(additional) as LogAttributes);
  }
}

const level = (process.env.LOG_LEVEL ?? (process.env.STEADY_MODE === 'local' ? 'WARN' : 'INFO')).toUpperCase();

export const logger = new Logger({
  serviceName: 'steady',
  logLevel: level as 'INFO',
  logFormatter: new PhiRedactingFormatter(),
});
