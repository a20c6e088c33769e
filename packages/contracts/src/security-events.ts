import { z } from 'zod';
import { SECURITY_EVENT_KINDS } from './security-event-labels';

export const SecurityEvent = z.object({
  id: z.string(),
  kind: z.enum(SECURITY_EVENT_KINDS),
  at: z.iso.datetime(),
  /** The client's network, never its full address: '203.0.113.x', or an IPv6 /48. */
  network: z.string(),
  /** The browser and system named by the user agent ('Chrome on Linux'), or ''. */
  device: z.string(),
});
export type SecurityEvent = z.infer<typeof SecurityEvent>;

export const SecurityEventList = z.object({ events: z.array(SecurityEvent) });
export type SecurityEventList = z.infer<typeof SecurityEventList>;

export const EndOtherSessionsResponse = z.object({ ended: z.number().int().nonnegative() });
export type EndOtherSessionsResponse = z.infer<typeof EndOtherSessionsResponse>;
