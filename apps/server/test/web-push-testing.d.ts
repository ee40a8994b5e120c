// web-push-testing ships no types; these are the parts test/push-service.ts uses.
declare module 'web-push-testing/src/PushApiModel.js' {
  export class PushApiModel {
    notifyUrl: string;
  }
}
declare module 'web-push-testing/src/server.js' {
  import type { RequestListener } from 'node:http';
  import type { PushApiModel } from 'web-push-testing/src/PushApiModel.js';
  export default class WebPushTestingServer {
    constructor(model: PushApiModel, port: number);
    _app: RequestListener;
    setRequestHandlers(): void;
  }
}
