import { AVATARS, type TAddress, type TMe, type TProfileInput } from '@app/shared';
import { api } from '../../../lib/api-client.ts';

const isAvatar = (v: string | null): v is TProfileInput['profileImage'] =>
  (AVATARS as readonly (string | null)[]).includes(v);

/** POST /api/add-user replaces the whole profile, so the new address goes with everything else. */
export function saveAddressToProfile(user: TMe, address: TAddress): Promise<TMe> {
  const profile: TProfileInput = {
    name: user.name,
    phone: user.phone,
    profileImage: isAvatar(user.profileImage) ? user.profileImage : AVATARS[0],
    addresses: [...user.addresses, address],
    favorites: user.favorites,
  };
  return api.send<TMe>('POST', '/add-user', profile);
}
