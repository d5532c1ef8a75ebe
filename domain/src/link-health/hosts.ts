/**
 * The link checker's manners towards each video host (issue 37): at most `concurrent` checks of
 * one host in flight and one check started per `intervalMs`, over every instance of the queue's
 * function. Cloud Tasks limits a queue, not a host, so each host has a gate document
 * (linkHosts/{host}, LinkHostDoc) that every start goes through in a transaction:
 *
 * - The 15-minute job reserves a slot for each due link of a host, intervalMs apart, on the
 *   host's line (reserveSlots), and schedules the link's task at its slot: one host's tasks
 *   arrive one per interval, and no line reaches further than the job's horizon.
 * - A task that arrives at its slot starts if the host has fewer than `concurrent` checks in
 *   flight and its last check started intervalMs ago or more (admitToHost); it then holds a
 *   lease until its check ends (or leaseMs passes, should its instance die).
 * - Otherwise it reserves a new slot at the end of the host's line and waits for it, so a slow
 *   or busy host's tasks come back one per interval, never all at once.
 *
 * So no host sees more than `concurrent` checks at once nor two starts closer than intervalMs,
 * whatever the queue's own rate and however many instances run.
 */
import type { LinkHostDoc } from './documents';
import { bareHost, parseUrl } from '../links/canonical-link';

export interface HostLimits {
  /** Checks of one host in flight at once. */
  concurrent: number;
  /** The least time between two starts on one host. */
  intervalMs: number;
  /** How long a lease holds when its check never gives it back (its instance died). */
  leaseMs: number;
}

/**
 * The host a link's check is counted against: its lower-case host name without www., m. or a
 * root dot (the same server); null when the link is no http(s) URL (its check connects to
 * nothing).
 */
export function hostKeyOf(link: string): string | null {
  const url = parseUrl(link);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    return null;
  }
  return bareHost(url.hostname.toLowerCase());
}

/** The stored gate without its lapsed leases (a new host's: nothing in flight, no line). */
function liveGate(stored: LinkHostDoc | undefined, now: number): LinkHostDoc {
  const leases = Object.fromEntries(
    Object.entries(stored?.leases ?? {}).filter(([, until]) => until > now),
  );
  return { leases, lastStartAt: stored?.lastStartAt ?? 0, nextSlotAt: stored?.nextSlotAt ?? 0 };
}

/** The first slot of the host's line: not before now, intervalMs after the last start. */
function lineStart(gate: LinkHostDoc, now: number, limits: HostLimits): number {
  return Math.max(gate.nextSlotAt, gate.lastStartAt + limits.intervalMs, now);
}

/**
 * The job's reservation: up to `count` slots intervalMs apart from the end of the host's line,
 * none at or after `until` (the next run). Answers the slots and the gate to store.
 */
export function reserveSlots(
  stored: LinkHostDoc | undefined,
  count: number,
  now: number,
  until: number,
  limits: HostLimits,
): { slots: number[]; gate: LinkHostDoc } {
  const gate = liveGate(stored, now);
  const first = lineStart(gate, now, limits);
  const room = Math.max(0, Math.ceil((until - first) / limits.intervalMs));
  const slots = Array.from(
    { length: Math.min(count, room) },
    (_, i) => first + i * limits.intervalMs,
  );
  const nextSlotAt = slots.length > 0 ? first + slots.length * limits.intervalMs : gate.nextSlotAt;
  return { slots, gate: { ...gate, nextSlotAt } };
}

/** Whether a check may start, or the slot it waits for (and the gate to store, if changed). */
export type Admission =
  { start: true; gate: LinkHostDoc } | { start: false; slotAt: number; gate: LinkHostDoc | null };

/**
 * A task at the host's gate: `lease` names it (its task), `slotAt` is its slot. Before its slot
 * it waits for it (nothing changes); at or after it, it starts when the host has room and its
 * last start is intervalMs old, else it takes a new slot at the end of the line.
 */
export function admitToHost(
  stored: LinkHostDoc | undefined,
  lease: string,
  slotAt: number,
  now: number,
  limits: HostLimits,
): Admission {
  if (now < slotAt) return { start: false, slotAt, gate: null };
  const gate = liveGate(stored, now);
  // A retried task's own lease (its instance died mid-check) does not keep it out.
  const inFlight = Object.keys(gate.leases).filter((id) => id !== lease).length;
  const full = inFlight >= limits.concurrent;
  if (!full && now >= gate.lastStartAt + limits.intervalMs) {
    const leases = { ...gate.leases, [lease]: now + limits.leaseMs };
    return { start: true, gate: { ...gate, leases, lastStartAt: now } };
  }
  // A full host is asked again an interval later at the soonest.
  const slot = Math.max(lineStart(gate, now, limits), full ? now + limits.intervalMs : 0);
  return { start: false, slotAt: slot, gate: { ...gate, nextSlotAt: slot + limits.intervalMs } };
}
