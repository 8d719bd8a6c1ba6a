import { applyEmbeddedMode, isEmbedded } from './embeddedMode';

describe('embedded mode', () => {
  afterEach(() => document.body.classList.remove('embedded'));

  it('leaves a top-level page alone', () => {
    applyEmbeddedMode(window);
    expect(isEmbedded(window)).toBe(false);
    expect(document.body).not.toHaveClass('embedded');
  });

  it('marks the body when framed', () => {
    const framed = { self: {}, top: {}, document } as unknown as Window;
    applyEmbeddedMode(framed);
    expect(document.body).toHaveClass('embedded');
  });
});
