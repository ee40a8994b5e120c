import { isRestaurantManager } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { OwnerViewer } from './catalogue.mappers.ts';

/**
 * The caller as far as restaurants' owner blocks are concerned: an admin or a restaurant owner, or
 * null for everyone else (guests and customers never see an owner's username or email). Guests
 * send no cookie, so this costs them nothing.
 */
export async function ownerViewer(request: FastifyRequest): Promise<OwnerViewer> {
  const caller = await request.sessionUser();
  if (!caller || !isRestaurantManager(caller.role)) return null;
  return { id: caller.id, role: caller.role };
}
