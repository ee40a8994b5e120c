import { isOfferedForPickup, type TRole } from '@app/shared';
import type { OrderEvent } from './order-events.ts';

/** One open event stream, as the index knows it: whose it is. */
export type IndexedStream = { readonly userId: string; readonly role: TRole };

/**
 * The open streams of one instance, indexed by whom an order event can concern (issue 27): its
 * customer, its restaurant's owner, its rider, the rider it is offered to, by user id; admins, who
 * see every order; riders as a group, for orders offered to all of them. An event costs the streams
 * it may reach, not every open stream: with 10,000 customers watching, a status change of one
 * order looks at one customer's tabs (and the admins'), not 10,000. The index narrows; the exact
 * rule (`isAudience`, canSeeOrder) still decides each candidate.
 */
export class StreamIndex<S extends IndexedStream> {
  private readonly byUser = new Map<string, Set<S>>();
  private readonly admins = new Set<S>();
  private readonly riders = new Set<S>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  add(stream: S): void {
    const mine = this.byUser.get(stream.userId) ?? new Set<S>();
    this.byUser.set(stream.userId, mine);
    if (mine.has(stream)) return;
    mine.add(stream);
    if (stream.role === 'admin') this.admins.add(stream);
    if (stream.role === 'deliveryPartner') this.riders.add(stream);
    this.count += 1;
  }

  delete(stream: S): void {
    const mine = this.byUser.get(stream.userId);
    if (!mine?.delete(stream)) return;
    if (mine.size === 0) this.byUser.delete(stream.userId);
    this.admins.delete(stream);
    this.riders.delete(stream);
    this.count -= 1;
  }

  /** The streams of one user (every tab), e.g. to end them when their permissions change. */
  ofUser(userId: string): ReadonlySet<S> {
    return this.byUser.get(userId) ?? new Set();
  }

  /** Every stream that may hear `e`, each once. */
  candidates(e: OrderEvent): Set<S> {
    const out = new Set<S>(this.admins);
    for (const id of [e.userId, e.restaurantOwnerId, e.deliveryPartnerId, e.offeredTo]) {
      if (!id) continue;
      for (const s of this.byUser.get(id) ?? []) out.add(s);
    }
    // Every rider lists an order offered for pickup, and must drop it from the list once taken.
    if (e.kind === 'taken' || (e.kind !== 'offer' && e.kind !== 'location' && isOfferedForPickup(e)))
      for (const s of this.riders) out.add(s);
    return out;
  }

  all(): Iterable<S> {
    return [...this.byUser.values()].flatMap((set) => [...set]);
  }
}
