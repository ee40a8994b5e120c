import {
  ActionIcon,
  Anchor,
  AppShell,
  Box,
  Burger,
  Button,
  Center,
  Group,
  Loader,
  NavLink,
  ScrollArea,
  Text,
} from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { activeLinkOf } from './active-link.ts';
import '@mantine/notifications/styles.css';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconLogout } from '@tabler/icons-react';
import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { Link, useLocation } from 'react-router';

/** One sidebar link of a workspace (owner, admin, delivery partner). */
export type WorkspaceNavItem = {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;
};

type WorkspaceShellProps = {
  /** The workspace's name in the header, e.g. 'Restaurant Admin'. */
  title: string;
  /** The name on a phone, where the header also holds a picker, e.g. 'Owner' (the whole title otherwise). */
  shortTitle?: string;
  /** Where the title links to (the workspace's dashboard). */
  homeTo: string;
  items: readonly WorkspaceNavItem[];
  /** Header slot beside the title: a search box, a notification badge, a restaurant picker. */
  header?: ReactNode;
  /** Header slot for the workspace's search box, before `header` (the admin's header search). */
  search?: ReactNode;
  /** Sidebar slot above the links (e.g. the restaurant picker on a phone). */
  sidebarTop?: ReactNode;
  children: ReactNode;
};

const HEADER_HEIGHT = 60;
/** Whether a laptop's sidebar is collapsed, kept across pages, workspaces and visits. */
export const SIDEBAR_COLLAPSED_KEY = 'workspace-sidebar-collapsed';

/**
 * The shell every workspace shares: a header (burger on a phone, title, a slot) and a sidebar of the
 * workspace's links ending in Logout. On a phone the sidebar is hidden behind the burger and closes
 * when a link is followed; from `sm` up it is there unless collapsed with the header's toggle (the
 * choice is remembered in localStorage). A workspace of one page (the rider's) has no sidebar: its
 * header holds the title and Logout, on a phone and on a laptop alike.
 */
export function WorkspaceShell({
  title,
  shortTitle,
  homeTo,
  items,
  header,
  search,
  sidebarTop,
  children,
}: WorkspaceShellProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage<boolean>({
    key: SIDEBAR_COLLAPSED_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const { pathname } = useLocation();
  const activeTo = activeLinkOf(
    pathname,
    items.map((item) => item.to),
  );
  // A followed link (or Back) closes the phone sidebar.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger itself.
  useEffect(() => close(), [pathname, close]);

  const sidebar = items.length > 1;
  const titleLink = (
    <Anchor
      component={Link}
      to={homeTo}
      fw={800}
      fz="lg"
      underline="never"
      c="var(--mantine-color-anchor)"
      style={{ whiteSpace: 'nowrap' }}
    >
      {shortTitle ? (
        <>
          <Box component="span" hiddenFrom="sm">
            {shortTitle}
          </Box>
          <Box component="span" visibleFrom="sm">
            {title}
          </Box>
        </>
      ) : (
        title
      )}
    </Anchor>
  );

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={
        sidebar
          ? { width: 250, breakpoint: 'sm', collapsed: { mobile: !opened, desktop: collapsed } }
          : undefined
      }
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" style={{ flex: 'none' }}>
            {sidebar && (
              <>
                <Burger
                  opened={opened}
                  onClick={toggle}
                  hiddenFrom="sm"
                  size="sm"
                  aria-label={opened ? 'Close navigation' : 'Open navigation'}
                  aria-expanded={opened}
                  aria-controls="workspace-sidebar"
                />
                <ActionIcon
                  visibleFrom="sm"
                  variant="subtle"
                  color="gray"
                  size={44}
                  onClick={() => setCollapsed((c) => !c)}
                  aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
                  aria-expanded={!collapsed}
                  aria-controls="workspace-sidebar"
                >
                  {collapsed ? (
                    <IconLayoutSidebarLeftExpand size={22} stroke={1.6} aria-hidden />
                  ) : (
                    <IconLayoutSidebarLeftCollapse size={22} stroke={1.6} aria-hidden />
                  )}
                </ActionIcon>
              </>
            )}
            {titleLink}
          </Group>
          {/* The slots take what the title leaves (a picker shrinks to it), so the header never overflows. */}
          <Group gap="sm" wrap="nowrap" justify="flex-end" style={{ flex: '1 1 0', minWidth: 0 }}>
            {search}
            {header}
            {!sidebar && (
              <Button
                component={Link}
                to="/logout"
                variant="subtle"
                color="gray"
                mih={44}
                leftSection={<IconLogout size={20} stroke={1.6} aria-hidden />}
              >
                Logout
              </Button>
            )}
          </Group>
        </Group>
      </AppShell.Header>

      {sidebar && (
        <AppShell.Navbar id="workspace-sidebar" p="xs" aria-label={`${title} navigation`} component="nav">
          {sidebarTop}
          <AppShell.Section grow component={ScrollArea}>
            {items.map((item) => {
              const active = item.to === activeTo;
              return (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={item.label}
                  leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  variant="light"
                  color="orange"
                  mih={44}
                />
              );
            })}
          </AppShell.Section>
          <AppShell.Section>
            <NavLink
              component={Link}
              to="/logout"
              label="Logout"
              leftSection={<IconLogout size={20} stroke={1.6} aria-hidden />}
              mih={44}
            />
          </AppShell.Section>
        </AppShell.Navbar>
      )}

      {/* The workspaces' toasts (saved, hidden, failed): notifications.show() draws here. */}
      <Notifications position="top-right" />
      <AppShell.Main>
        <Suspense
          fallback={
            <Center py="xl">
              <Loader color="orange" aria-label="Loading page" />
            </Center>
          }
        >
          {children}
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}

/** A workspace page's title line: the heading and, on the right, its main action. */
export function WorkspacePageHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
      <Text component="h1" fz={{ base: 24, sm: 28 }} fw={700} m={0}>
        {title}
      </Text>
      {action}
    </Group>
  );
}
