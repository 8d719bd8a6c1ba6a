export { YourDataCard } from './ui/YourDataCard';
export { DeleteAccountCard } from './ui/DeleteAccountCard';
export { MailPreferencesCard } from './ui/MailPreferencesCard';
export { EraseMemberButton } from './ui/EraseMemberButton';
