import { BOOT_DATA_ELEMENT_ID, type BootData } from '@contracts';

export const TEST_CONTACT: BootData['contact'] = {
  phone: '+44 20 7946 0321',
  email: 'hello@charitybridge.test',
  linkedinUrl: 'https://www.linkedin.com/company/charitybridge-test',
  founderName: 'Ruth Adeyemi',
  companySiteUrl: 'https://company.charitybridge.test',
};

/** A boot block like the server's; `signedIn` is left out so the session check still asks the (mocked) API. */
export function bootBlock(data: Partial<BootData> = { brandName: 'CharityBridge', contact: TEST_CONTACT }): HTMLScriptElement {
  const script = document.createElement('script');
  script.id = BOOT_DATA_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify(data);
  return script;
}

/** Replaces the page's boot block (e.g. to render with no contact details configured). */
export function setBootData(data: Partial<BootData>): void {
  document.getElementById(BOOT_DATA_ELEMENT_ID)?.remove();
  document.head.append(bootBlock(data));
}
