import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Request } from 'express';

import { ConfigError, loadConfig } from '../config/app-config';
import { bootDataFor, serializeBootData } from './boot-data';

let dataDir: string;
beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'cb-boot-'))));
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dataDir, ...env });

describe('public contact configuration (issue 8)', () => {
  it('leaves every detail out unless it is configured (no placeholder values)', () => {
    expect(load().publicContact).toEqual({});
    expect(load({ CONTACT_EMAIL: '  ', LINKEDIN_URL: '' }).publicContact).toEqual({});
  });

  it('reads each variable', () => {
    const config = load({
      CONTACT_PHONE: '+44 20 1234 5678',
      CONTACT_EMAIL: 'hello@charity.org',
      LINKEDIN_URL: 'https://www.linkedin.com/company/x',
      FOUNDER_NAME: 'Ruth Adeyemi',
      FOUNDER_BIO: ' Ruth led finance at two national charities. ',
      COMPANY_SITE_URL: 'https://charity.org',
    });
    expect(config.publicContact).toEqual({
      phone: '+44 20 1234 5678',
      email: 'hello@charity.org',
      linkedinUrl: 'https://www.linkedin.com/company/x',
      founderName: 'Ruth Adeyemi',
      founderBio: 'Ruth led finance at two national charities.',
      companySiteUrl: 'https://charity.org',
    });
  });

  it('refuses a link that is not an absolute http(s) URL', () => {
    expect(() => load({ COMPANY_SITE_URL: 'charity.org' })).toThrow(ConfigError);
    expect(() => load({ LINKEDIN_URL: 'javascript:alert(1)' })).toThrow('LINKEDIN_URL must be an http(s) URL');
  });
});

describe('boot block', () => {
  const config = { brandName: 'CharityBridge', publicContact: { email: 'hello@charity.org' }, enquiryRetentionMonths: 18 };
  const retention = { enquiryMonths: 18, visitMonths: 13, sentMailBodyDays: 30 };

  it('says whether the request is signed in, and states the configured retention periods (D19)', () => {
    expect(bootDataFor(config, {} as Request)).toEqual({ brandName: 'CharityBridge', signedIn: false, contact: { email: 'hello@charity.org' }, retention });
    expect(bootDataFor(config, { user: { id: 1 } } as unknown as Request).signedIn).toBe(true);
  });

  it('cannot close its <script> element or open a comment', () => {
    const json = serializeBootData({ brandName: '</script><script>alert(1)</script><!--', signedIn: false, contact: {}, retention });
    expect(json).not.toMatch(/[<>]/);
    expect(JSON.parse(json).brandName).toBe('</script><script>alert(1)</script><!--');
  });
});
