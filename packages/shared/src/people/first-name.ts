/**
 * A person's first name: the first word of the name they gave. It is all a customer sees of their
 * rider, a rider of their customer, and an owner or the public of a reviewer ('' for no name).
 */
export function firstName(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}

/** Who wrote a review or placed an order, as an owner or the public sees them. */
export const ANONYMOUS = 'Anonymous';
export const shownFirstName = (name: string | null | undefined): string => firstName(name) || ANONYMOUS;
