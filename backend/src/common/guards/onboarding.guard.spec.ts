import { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';

import type { AppConfig } from '../../config/app-config';
import { ALLOW_DURING_ONBOARDING } from '../decorators/allow-during-onboarding.decorator';
import { IS_PUBLIC } from '../decorators/public.decorator';
import type { SessionUser } from '../../kernel/session-user';
import { OnboardingGuard } from './onboarding.guard';

const consultant = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 7,
  username: 'c',
  email: 'c@example.org',
  name: 'C',
  role: 'consultant',
  isAdmin: false,
  isConsultant: true,
  mustChangePassword: false,
  hasAcceptedTerms: true,
  termsVersion: '1.0',
  organisation: null,
  bio: null,
  ...overrides,
});

function contextFor(user: SessionUser | undefined, metadata: Record<string, boolean> = {}) {
  const handler = () => undefined;
  for (const [key, value] of Object.entries(metadata)) Reflect.defineMetadata(key, value, handler);
  return {
    getHandler: () => handler,
    getClass: () => class {},
    switchToHttp: () => ({ getRequest: () => ({ user }) }),
  } as unknown as ExecutionContext;
}

describe('OnboardingGuard', () => {
  const guard = new OnboardingGuard(new Reflector(), { termsVersion: '1.0' } as AppConfig);

  it('lets onboarded consultants, charities and anonymous callers through', () => {
    expect(guard.canActivate(contextFor(consultant()))).toBe(true);
    expect(guard.canActivate(contextFor({ ...consultant(), role: 'charity', isConsultant: false, hasAcceptedTerms: false }))).toBe(true);
    expect(guard.canActivate(contextFor(undefined))).toBe(true);
  });

  it.each([
    ['a temporary password', { mustChangePassword: true }],
    ['terms not accepted', { hasAcceptedTerms: false }],
    ['old terms', { termsVersion: '0.9' }],
  ])('answers 403 ONBOARDING_REQUIRED for a consultant with %s', (_label, overrides) => {
    try {
      guard.canActivate(contextFor(consultant(overrides)));
      throw new Error('expected a refusal');
    } catch (error) {
      const response = (error as { getResponse(): Record<string, unknown>; getStatus(): number });
      expect(response.getStatus()).toBe(403);
      expect(response.getResponse()).toMatchObject({ code: 'ONBOARDING_REQUIRED' });
    }
  });

  it('allows the onboarding endpoints and public ones', () => {
    const pending = consultant({ mustChangePassword: true, hasAcceptedTerms: false });
    expect(guard.canActivate(contextFor(pending, { [ALLOW_DURING_ONBOARDING]: true }))).toBe(true);
    expect(guard.canActivate(contextFor(pending, { [IS_PUBLIC]: true }))).toBe(true);
  });

  it('exempts admins who are also consultants', () => {
    expect(guard.canActivate(contextFor(consultant({ isAdmin: true, mustChangePassword: true, hasAcceptedTerms: false })))).toBe(true);
  });
});
