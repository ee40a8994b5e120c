/**
 * Mantine's styles beyond the first screen's (other-mantine-styles.css), fetched once, by the first
 * page the browser draws itself (its route's loader, codeFirst). A page the server drew never asks
 * for them, nor do the parts a tap opens on it (first-screen-styles.css holds theirs): a stylesheet
 * with a cascade layer makes the browser lay the whole page out again when it arrives, a long task
 * on a slow phone (decision 060).
 */
let otherStyles: Promise<unknown> | null = null;

/** Fetched once; a failed fetch (the network dropped) is tried again by the next page that asks. */
export const loadOtherStyles = (): Promise<unknown> =>
  (otherStyles ??= import('./other-mantine-styles.css').catch((error: unknown) => {
    otherStyles = null;
    throw error;
  }));
