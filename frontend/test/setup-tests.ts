import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { bootBlock } from './bootBlock';

// What the server writes into index.html: configured contact details, signed-in state unknown.
document.head.append(bootBlock());

// Pages are lazy chunks; the first import of antd in a test file takes a moment to transform.
configure({ asyncUtilTimeout: 5000 });

// antd reads matchMedia for responsive behaviour; jsdom does not implement it.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

// antd's form defers work with MessageChannel, which jsdom lacks. Node's real one would keep the test
// process alive, so deliver messages with a timer instead (what React's scheduler falls back to anyway).
if (typeof window.MessageChannel === 'undefined') {
  class TimerMessagePort {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    other: TimerMessagePort | null = null;
    postMessage(data: unknown) {
      setTimeout(() => this.other?.onmessage?.({ data }), 0);
    }
    close() {
      this.onmessage = null;
    }
  }
  class TimerMessageChannel {
    port1 = new TimerMessagePort();
    port2 = new TimerMessagePort();
    constructor() {
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  }
  Object.defineProperty(window, 'MessageChannel', { writable: true, value: TimerMessageChannel });
}

// React Router's <ScrollRestoration> scrolls on navigation; jsdom only logs "not implemented".
window.scrollTo = () => undefined;

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

// antd's Tabs, TextArea and Checkbox groups measure themselves with ResizeObserver, which jsdom lacks;
// nothing is ever laid out in jsdom, so a no-op observer is enough.
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: NoopResizeObserver });
}
