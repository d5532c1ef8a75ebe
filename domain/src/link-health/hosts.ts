/**
 * The link checker's manners towards each video host (issue 37): at most `concurrent` checks of
 * one host in flight and no two starts within `intervalMs`, over every instance of the queue's
 * function. Cloud Tasks limits a queue, not a host, so each host has a gate document
 * (linkHosts/{host}, LinkHostDoc) that every start goes through in a transaction:
 *
 * - The 15-minute job reserves a slot for each due link of a host, one gap apart (gapMs:
 *   intervalMs and startWithinMs), on the host's line (reserveSlots), and schedules the link's
 *   task at its slot: one host's tasks arrive one per gap, and no line reaches further than the
 *   job's horizon.
 * - A task that arrives at its slot is admitted if the host has fewer than `concurrent` checks
 *   in flight and the last admission is a gap old (admitToHost); it then holds a lease until its
 *   check ends (or leaseMs passes, should its instance die). The admission's time is decided in
 *   the transaction, and its commit may take a while: a task whose admission reaches it more
 *   than startWithinMs late does not start (startsInTime), so two starts the host sees are at
 *   least gap - startWithinMs = intervalMs apart.
 * - Otherwise it reserves a new slot at the end of the host's line and waits for it, so a slow
 *   or busy host's tasks come back one per gap, never all at once.
 *
 * So no host sees more than `concurrent` checks at once nor two starts within intervalMs,
 * whatever the queue's own rate and however many instances run.
 */
import type { LinkHostDoc } from './documents';
import { bareHost, parseUrl } from '../links/canonical-link';

export interface HostLimits {
  /** Checks of one host in flight at once. */
  concurrent: number;
  /** The least time between two checks' starts on one host. */
  intervalMs: number;
  /** The longest an admitted check may take to start (its admission's commit included). */
  startWithinMs: number;
  /** How long a lease holds when its check never gives it back (its instance died). */
  leaseMs: number;
}

/** The time between two admissions (and two slots) on one host. */
export const gapMs = (limits: HostLimits) => limits.intervalMs + limits.startWithinMs;

/** Whether an admission decided at `admittedAt` still reaches its check in time at `now`. */
export const startsInTime = (admittedAt: number, now: number, limits: HostLimits) =>
  now - admittedAt <= limits.startWithinMs;

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

/** The first slot of the host's line: not before now, a gap after the last admission. */
function lineStart(gate: LinkHostDoc, now: number, limits: HostLimits): number {
  return Math.max(gate.nextSlotAt, gate.lastStartAt + gapMs(limits), now);
}

/**
 * The job's reservation: up to `count` slots a gap apart from the end of the host's line,
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
  const gap = gapMs(limits);
  const room = Math.max(0, Math.ceil((until - first) / gap));
  const slots = Array.from({ length: Math.min(count, room) }, (_, i) => first + i * gap);
  const nextSlotAt = slots.length > 0 ? first + slots.length * gap : gate.nextSlotAt;
  return { slots, gate: { ...gate, nextSlotAt } };
}

/** Whether a check may start, or the slot it waits for (and the gate to store, if changed). */
export type Admission =
  { start: true; gate: LinkHostDoc } | { start: false; slotAt: number; gate: LinkHostDoc | null };

/**
 * A task at the host's gate: `lease` names it (its task), `slotAt` is its slot. Before its slot
 * it waits for it (nothing changes); at or after it, it is admitted when the host has room and
 * the last admission is a gap old, else it takes a new slot at the end of the line.
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
  const gap = gapMs(limits);
  if (!full && now >= gate.lastStartAt + gap) {
    const leases = { ...gate.leases, [lease]: now + limits.leaseMs };
    return { start: true, gate: { ...gate, leases, lastStartAt: now } };
  }
  // A full host is asked again a gap later at the soonest.
  const slot = Math.max(lineStart(gate, now, limits), full ? now + gap : 0);
  return { start: false, slotAt: slot, gate: { ...gate, nextSlotAt: slot + gap } };
}
