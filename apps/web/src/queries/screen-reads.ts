import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * Starts the reads a screen shows first, given its route's path parameters and URL: its route's
 * loader runs it while the screen's code arrives (app/page-route.ts, decision 059).
 */
export type ScreenReads = (client: QueryClient, route: LoaderFunctionArgs) => Promise<unknown>;
