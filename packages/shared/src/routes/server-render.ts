/**
 * What the web app's server bundle (apps/web/dist-ssr/entry-server.js, built by `npm run build`)
 * offers the server, which renders the public pages with it (decision 031).
 */
export type TServerRenderer<TResponse> = {
  /** Answers the page's GET reads in process instead of over HTTP. Set once, before any render. */
  setApiTransport(transport: (url: string) => Promise<TResponse>): void;
  /** Whether the page at this path is one the server renders (no reads, no rendering). */
  rendersPage(pathname: string): boolean;
  /**
   * The page at this path and query, drawn with its data, or null when it is not one the server
   * renders or its data could not all be read (the browser then renders it, as before).
   */
  renderPage(url: string): Promise<TServerRenderedPage | null>;
};

export type TServerRenderedPage = {
  /** The inside of `<div id="root">`. */
  root: string;
  /** Elements that follow it: the data the page was drawn with, for the browser to hydrate from. */
  after: string;
};
