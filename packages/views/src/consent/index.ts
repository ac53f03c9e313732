export { ConsentBanner, PrivacyChoicesMenuItem } from './consent-banner.tsx';
export { ConsentProvider, useConsentChoice, type ConsentChoice } from './consent-choice.tsx';
