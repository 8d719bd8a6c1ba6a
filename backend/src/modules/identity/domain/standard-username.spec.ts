import { firstFreeUsername, standardUsernameBase } from './standard-username';

describe('standard usernames (D5)', () => {
  it.each([
    ['Helen Marsh', 'helen.marsh'],
    ['  Zoë   Brontë-Smith ', 'zoe.brontesmith'],
    ['Mary Ann de la Cruz', 'mary.cruz'],
    ['Łukasz Żółć', 'lukasz.zolc'],
    ['Cher', 'cher'],
    ['!!! ???', 'consultant'],
  ])('%j → %j', (name, expected) => expect(standardUsernameBase(name)).toBe(expected));

  it('adds the lowest free number on a collision', () => {
    const taken = new Set(['helen.marsh', 'helen.marsh2']);
    expect(firstFreeUsername('helen.marsh', (candidate) => taken.has(candidate))).toBe('helen.marsh3');
    expect(firstFreeUsername('tom.okafor', (candidate) => taken.has(candidate))).toBe('tom.okafor');
  });
});
