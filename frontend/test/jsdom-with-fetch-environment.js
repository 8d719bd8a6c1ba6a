// jsdom has no fetch. Give the test window Node's own fetch classes so RTK Query runs the same code as
// in the browser. Tests replace `fetch` itself with a mock; Request must accept the app's relative URLs
// the way a browser does, and AbortController must come from the same realm as Request.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const win = this.global;
    const NodeRequest = Request;
    win.Request = class BrowserLikeRequest extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, win.location.href).href : input, init);
      }
    };
    win.Response = Response;
    win.Headers = Headers;
    win.fetch = fetch;
    win.AbortController = AbortController;
    win.AbortSignal = AbortSignal;
    win.TextEncoder ??= TextEncoder;
    win.TextDecoder ??= TextDecoder;
    win.structuredClone ??= structuredClone;
  }
}

module.exports = JsdomWithFetchEnvironment;
