import { WORKSPACE_HOME } from '@app/shared';
import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '../state/session.ts';

const WORKSPACE_LINK = {
  admin: { to: WORKSPACE_HOME.admin, label: 'Admin dashboard' },
  restaurantOwner: { to: WORKSPACE_HOME.restaurantOwner, label: 'Restaurant dashboard' },
} as const;

/** The navbar's user menu (Profile, Settings, Logout) for a signed-in user; null for a guest. */
export function UserMenu() {
  const { user } = useCurrentUser();
  if (!user) return null;
  const workspace =
    user.role === 'admin' || user.role === 'restaurantOwner' ? WORKSPACE_LINK[user.role] : null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${user.name}`} p={4} ml={4}>
          <Avatar src={user.profileImage} alt="" radius="xl" size={36} color="orange">
            {user.name.slice(0, 1).toUpperCase()}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to="/Profile">
          Profile
        </Menu.Item>
        {workspace && (
          <Menu.Item component={Link} to={workspace.to}>
            {workspace.label}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/profile-info">
          Settings
        </Menu.Item>
        <Menu.Item component={Link} to="/Dashboard">
          Dashboard
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" color="red">
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
