import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { CSS_PALETTE } from '../AntdProvider';

/** The first (root) declaration of each custom property in global.css. */
function rootVariables(): Map<string, string> {
  const css = readFileSync(join(__dirname, '../../styles/global.css'), 'utf8');
  const found = new Map<string, string>();
  for (const [, name, value] of css.matchAll(/(--[a-z-]+):\s*([^;]+);/g)) if (!found.has(name)) found.set(name, value.trim());
  return found;
}

describe('the antd theme', () => {
  it('uses the colours of global.css, variable by variable', () => {
    const variables = rootVariables();
    for (const [name, value] of Object.entries(CSS_PALETTE)) expect({ name, value: variables.get(name) }).toEqual({ name, value });
  });
});
