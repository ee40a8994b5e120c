/**
 * Which of a sidebar's links is the page being shown: the one whose path is the page's or the
 * longest that leads to it (`/admin/orders/42` lights Orders, not also the dashboard at `/admin`).
 * Undefined when none leads to it.
 */
export function activeLinkOf(pathname: string, links: readonly string[]): string | undefined {
  const leadsHere = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  return links.filter(leadsHere).sort((a, b) => b.length - a.length)[0];
}
