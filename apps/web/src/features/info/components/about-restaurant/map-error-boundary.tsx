import { Center, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';

type Props = { children: ReactNode; height: number };

/** A map chunk that fails to download (a dropped connection) costs the map, not the whole page. */
export class MapErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Center h={this.props.height} p="md" bg="var(--mantine-color-default-hover)">
        <Text ta="center">The map could not be loaded. Use the OpenStreetMap link below instead.</Text>
      </Center>
    );
  }
}
